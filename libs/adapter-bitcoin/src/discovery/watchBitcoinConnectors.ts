import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { Network } from '@gatehouse/common'
import type { Connector } from '@gatehouse/controllers'
import type { BitcoinConnector } from '../connectors/BitcoinConnector'
import { satsConnectConnector } from './satsConnectConnector'
import { satsConnectWallets } from './satsConnectProviders'
import type { SatsConnectProvider } from './satsConnectRpc'
import { isBitcoinWallet, walletStandardConnector } from './walletStandardConnector'

/** The page's Bitcoin wallets, kept up to date as wallets come and go. */
export interface BitcoinConnectorWatch {
  /** The wallets found so far: Wallet Standard ones first, then sats-connect ones. */
  connectors(): readonly BitcoinConnector[]
  /** Calls `listener` whenever the list changes; returns the function that stops it. */
  subscribe(listener: (connectors: readonly BitcoinConnector[]) => void): () => void
}

/** How often, and how many more times, `window.btc_providers` is read again (Leather injects late). */
const lateInjection = { intervalMs: 200, retries: 3 }

/**
 * A Bitcoin wallet as the kit lists it: ANNOUNCED (it announced itself in the page), its icon
 * already through the kit's `imgSrc` rule (left out when it fails it).
 */
export function toConnector(connector: BitcoinConnector): Connector {
  return {
    id: connector.id,
    name: connector.name,
    type: 'ANNOUNCED',
    chain: 'bip122',
    ...(connector.imageUrl === undefined ? {} : { imageUrl: connector.imageUrl }),
  }
}

/**
 * Watches the page for Bitcoin wallets: Wallet Standard wallets with `bitcoin:connect` (the
 * registry of @wallet-standard/app, live) and sats-connect wallets in `window.btc_providers` (read
 * now and a few times more, 200 ms apart). A sats-connect wallet whose name a Wallet Standard one
 * already has is left out: one entry per wallet, through the standard.
 */
export function watchBitcoinConnectors(params: {
  networks: readonly Network[]
  activeNetwork(): Network | undefined
  /** The host's own Wallet Standard wallets, listed first. */
  wallets?: readonly Wallet[] | undefined
}): BitcoinConnectorWatch {
  const registry = getWallets()
  const listeners = new Set<(connectors: readonly BitcoinConnector[]) => void>()
  const standard = new WeakMap<Wallet, BitcoinConnector>()
  const sats = new Map<string, { provider: SatsConnectProvider; connector: BitcoinConnector }>()

  const standardConnector = (wallet: Wallet) => {
    let connector = standard.get(wallet)
    if (!connector) {
      connector = walletStandardConnector(wallet, params)
      standard.set(wallet, connector)
    }
    return connector
  }

  function list(): BitcoinConnector[] {
    const out: BitcoinConnector[] = []
    const names = new Set<string>()
    for (const wallet of [...(params.wallets ?? []), ...registry.get()]) {
      if (typeof wallet.name !== 'string' || wallet.name.trim() === '' || names.has(wallet.name)) continue
      if (!isBitcoinWallet(wallet)) continue
      names.add(wallet.name)
      out.push(standardConnector(wallet))
    }
    for (const wallet of satsConnectWallets(typeof window === 'undefined' ? undefined : window)) {
      if (names.has(wallet.descriptor.name)) continue
      let entry = sats.get(wallet.descriptor.id)
      if (entry?.provider !== wallet.provider) {
        entry = { provider: wallet.provider, connector: satsConnectConnector(wallet, params) }
        sats.set(wallet.descriptor.id, entry)
      }
      names.add(wallet.descriptor.name)
      out.push(entry.connector)
    }
    return out
  }

  let current = list()
  const refresh = () => {
    const next = list()
    const same =
      next.length === current.length && next.every((connector, index) => connector === current[index])
    current = next
    if (!same) listeners.forEach((listener) => listener(current))
  }
  registry.on('register', refresh)
  registry.on('unregister', refresh)
  let retries = lateInjection.retries
  const timer = setInterval(() => {
    refresh()
    if (--retries <= 0) clearInterval(timer)
  }, lateInjection.intervalMs)

  return {
    connectors() {
      // The sats-connect list is a plain array a wallet may push to at any time.
      refresh()
      return current
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
