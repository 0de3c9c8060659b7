import { createConfig, createStorage, injected, type Config } from '@wagmi/core'
import type { Chain } from 'viem'
import type { Network } from '@gatehouse/common'
import type { EmbeddedWalletTransport } from '@gatehouse/controllers'
import type { WagmiAdapterOptions } from '../options'
import { authConnector } from '../auth/authConnector'
import { walletConnect } from '../walletconnect/walletConnectConnector'
import type { WalletConnectProviderOptions } from '../walletconnect/createWalletConnectProvider'
import type { WalletConnectGuest } from '../walletconnect/walletConnectGuests'
import { guardWalletAnswers } from './guardWalletAnswers'
import { chainTransport, type KitService } from './chainTransport'

/** What the runtime is built from: the adapter's networks, the host's options and the kit's wallets. */
export interface WagmiRuntimeParams {
  networks: readonly Network[]
  options: Pick<
    WagmiAdapterOptions,
    'ssr' | 'storage' | 'transports' | 'connectors' | 'multiInjectedProviderDiscovery'
  >
  /**
   * WalletConnect settings, read when a pairing starts (the kit fills in the host's metadata when it
   * attaches); without them there is no WalletConnect connector.
   */
  walletConnect?: WalletConnectProviderOptions | undefined
  /** Other adapters' namespaces that WalletConnect pairings propose too (they share the session). */
  walletConnectGuests?: readonly WalletConnectGuest[] | undefined
  /**
   * What the kit handed the adapter (its `AdapterContext`, once it has attached; read when used): the
   * embedded wallet for the AUTH connector, and the service whose chain RPC networks on a built-in
   * public node are read through (see `chainRpcUrlOf`).
   */
  kit?: () => (KitService & { embeddedWallet?: EmbeddedWalletTransport | undefined }) | undefined
}

/**
 * wagmi's config for the adapter's networks: WalletConnect (when configured), the injected wallet,
 * the AUTH connector (when the kit has an embedded wallet) and the host's own connectors, one
 * transport per chain (the host's, else the network's RPC, or the kit's service for a network on a
 * built-in public node: see `chainRpcUrlOf`) and storage under `gatehouse.wagmi`
 * unless the host brings its own. Every answer of a browser wallet is checked before wagmi reads it
 * (see `guardWalletAnswers`).
 */
export function createRuntimeConfig(params: WagmiRuntimeParams): Config {
  const chains = params.networks.map((network) => network as unknown as Chain) as [Chain, ...Chain[]]
  const walletConnectConnector = params.walletConnect
    ? [
        walletConnect({
          ...params.walletConnect,
          networks: params.networks,
          guests: params.walletConnectGuests,
        }),
      ]
    : []
  const defaultStorage = createStorage({
    key: 'gatehouse.wagmi',
    storage: typeof window === 'undefined' ? undefined : window.localStorage,
  })
  const config = createConfig({
    chains,
    connectors: [
      ...walletConnectConnector,
      injected(),
      ...(params.kit ? [authConnector({ transport: () => params.kit?.()?.embeddedWallet })] : []),
      ...(params.options.connectors ?? []),
    ],
    multiInjectedProviderDiscovery: params.options.multiInjectedProviderDiscovery ?? true,
    ssr: params.options.ssr ?? false,
    transports: Object.fromEntries(
      params.networks.map((network) => [
        network.id,
        params.options.transports?.[network.id as number] ??
          chainTransport(network, params.kit ?? (() => undefined)),
      ]),
    ),
    storage: params.options.storage === undefined ? defaultStorage : params.options.storage,
  })
  guardWalletAnswers(config)
  return config
}
