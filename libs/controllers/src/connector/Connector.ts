import type { ChainNamespace } from '@gatehouse/common'

/** Kinds of connector (docs/reference/entities.md#connector). */
export type ConnectorType =
  'EXTERNAL' | 'WALLET_CONNECT' | 'INJECTED' | 'ANNOUNCED' | 'AUTH' | 'MULTI_CHAIN' | 'ID_AUTH'

/** A way to connect a wallet, as an adapter discovered it (docs/reference/entities.md#connector). */
export interface Connector {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageUrl?: string
  imageId?: string
  /** The wallet's id in the catalogue, when known. */
  explorerId?: string
  info?: { rdns?: string }
  /** The wallet's provider object, kept by reference (never proxied). */
  provider?: object
  /** The connectors of each namespace that a MULTI_CHAIN connector merges. */
  connectors?: readonly Connector[]
}

/** The id of the legacy injected provider's connector ("Browser Wallet"). */
export const browserWalletConnectorId = 'injected'

/** The id of the embedded wallet's connector (type AUTH: e-mail and social login). */
export const authConnectorId = 'AUTH'
