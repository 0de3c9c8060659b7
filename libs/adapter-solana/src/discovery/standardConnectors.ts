import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { safeUrl } from '@gatehouse/common'
import type { Connector } from '@gatehouse/controllers'
import { isSolanaWalletChain } from '../networks/solanaChains'

/** True when a Wallet Standard wallet can connect to Solana: a `solana:*` chain and `standard:connect`. */
export function isSolanaWallet(wallet: Wallet): boolean {
  return (
    Array.isArray(wallet.chains) &&
    wallet.chains.some((chain) => typeof chain === 'string' && isSolanaWalletChain(chain)) &&
    typeof wallet.features === 'object' &&
    wallet.features !== null &&
    'standard:connect' in wallet.features
  )
}

/**
 * A Wallet Standard wallet as the kit lists it: ANNOUNCED (it announced itself in the page, as an
 * EIP-6963 wallet does), named by its name (Wallet Standard wallets have no other id). Its icon is a
 * `data:` image by the standard; it passes the same `imgSrc` check as an EIP-6963 icon, and an icon
 * that fails it is left out rather than shown.
 */
export function toConnector(wallet: Pick<Wallet, 'name' | 'icon'>): Connector {
  const imageUrl = safeUrl(wallet.icon, 'imgSrc')
  return {
    id: wallet.name,
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'solana',
    ...(imageUrl === undefined ? {} : { imageUrl }),
  }
}

/** The Solana wallets among `wallets`, one per name (the first wins), with a readable name. */
export function solanaWallets(wallets: readonly Wallet[]): Wallet[] {
  const byName = new Map<string, Wallet>()
  for (const wallet of wallets) {
    if (typeof wallet.name !== 'string' || wallet.name.trim() === '') continue
    if (!byName.has(wallet.name) && isSolanaWallet(wallet)) byName.set(wallet.name, wallet)
  }
  return [...byName.values()]
}

/** The page's Solana wallets, kept up to date as wallets register and unregister. */
export interface SolanaWalletWatch {
  /** The wallets found so far. */
  wallets(): readonly Wallet[]
  /** Calls `listener` with the wallets whenever the list changes; returns the function that stops it. */
  subscribe(listener: (wallets: readonly Wallet[]) => void): () => void
}

/**
 * Watches the page's Wallet Standard registry (`wallet-standard:register-wallet` and
 * `app-ready`, through @wallet-standard/app) for Solana wallets; `extra` are the host's own
 * wallets, listed first.
 */
export function watchSolanaWallets(extra: readonly Wallet[]): SolanaWalletWatch {
  const registry = getWallets()
  const listeners = new Set<(wallets: readonly Wallet[]) => void>()
  let current = solanaWallets([...extra, ...registry.get()])
  const refresh = () => {
    current = solanaWallets([...extra, ...registry.get()])
    listeners.forEach((listener) => listener(current))
  }
  registry.on('register', refresh)
  registry.on('unregister', refresh)
  return {
    wallets: () => current,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
