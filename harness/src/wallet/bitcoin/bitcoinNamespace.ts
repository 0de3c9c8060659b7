import { bitcoin, bitcoinTestnet } from '@gatehouse/common'
import { hex } from '@scure/base'
import type { SessionTypes } from '@walletconnect/types'
import type { BitcoinKey } from './bitcoinKey'
import { bitcoinNetworkOf, type BitcoinNetworkName } from './bitcoinNetworks'

/** A Bitcoin chain the wallet signs for: its CAIP-2 id and the mempool-style REST base it pays through. */
export interface SampleBitcoinChain {
  /** `bip122:` and the first 32 hex characters of the genesis hash (mainnet, testnet or regtest). */
  chainId: string
  /** e.g. `http://127.0.0.1:18445/api` (`GET /address/:a/utxo`, `GET /v1/fees/recommended`, `POST /tx`). */
  restUrl: string
}

/** The bip122 methods the wallet approves sessions for (WalletConnect's Bitcoin JSON-RPC). */
export const bitcoinMethods = ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'] as const

/** The bip122 events: the spec's `bip122_addressesChanged`, and the names AppKit asks for. */
export const bitcoinEvents = ['bip122_addressesChanged', 'accountsChanged', 'chainChanged'] as const

/** One entry of `getAccountAddresses` (and of `bip122_addressesChanged`). */
export interface BitcoinAccountAddress {
  address: string
  /** Hex without 0x: compressed for the payment address, x-only for the ordinals one. */
  publicKey: string
  /** WalletConnect's word for the purpose ('ordinal', singular, like AppKit). */
  intention: 'payment' | 'ordinal'
}

const publicChains: SampleBitcoinChain[] = [bitcoin, bitcoinTestnet].map((network) => ({
  chainId: network.caipNetworkId,
  restUrl: network.rpcUrls.default.http[0] as string,
}))

/** The configured chains (the local regtest one first) followed by the public ones it does not repeat. */
export function bitcoinWalletChains(configured: readonly SampleBitcoinChain[] = []): SampleBitcoinChain[] {
  const known = new Set(configured.map((chain) => chain.chainId))
  return [...configured, ...publicChains.filter((chain) => !known.has(chain.chainId))].filter(
    (chain) => bitcoinNetworkOf(chain.chainId) !== undefined,
  )
}

/** True for a CAIP-2 (or CAIP-10) id in the bip122 namespace. */
export function isBitcoinChain(value: string): boolean {
  return value.startsWith('bip122:')
}

/** The network a bip122 chain id names; throws for one the wallet cannot sign for. */
export function bitcoinChainNetwork(chainId: string): BitcoinNetworkName {
  const network = bitcoinNetworkOf(chainId.split(':').slice(0, 2).join(':'))
  if (!network) throw new Error(`${chainId} is not a Bitcoin network this wallet knows.`)
  return network
}

/** The key's addresses on a network, payment first, as `getAccountAddresses` answers them. */
export function bitcoinAccountAddresses(
  key: BitcoinKey,
  network: BitcoinNetworkName,
): BitcoinAccountAddress[] {
  return key.addresses(network).map((entry) => ({
    address: entry.address,
    publicKey: hex.encode(entry.publicKey),
    intention: entry.purpose === 'payment' ? 'payment' : 'ordinal',
  }))
}

/**
 * The bip122 namespace for one key over `chains`: on each chain the account is the key's payment
 * (P2WPKH) address in that network's format, `bip122:<reference>:<address>`.
 */
export function bitcoinNamespace(
  chains: readonly SampleBitcoinChain[],
  key: BitcoinKey,
): Required<SessionTypes.Namespace> {
  const ids = chains.map((chain) => chain.chainId)
  return {
    chains: ids,
    methods: [...bitcoinMethods],
    events: [...bitcoinEvents],
    accounts: ids.map((chain) => `${chain}:${key.addresses(bitcoinChainNetwork(chain))[0].address}`),
  }
}
