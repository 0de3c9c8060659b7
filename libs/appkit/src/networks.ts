/** Network definitions, as `@reown/appkit/networks` offers them. */
export {
  arbitrum,
  bitcoin,
  bitcoinLocalnet,
  bitcoinTestnet,
  defineNetwork,
  localhost,
  mainnet,
  solana,
  solanaDevnet,
  solanaLocalnet,
  solanaTestnet,
  withRpcUrl,
} from '@gatehouse/common'
export type { Network } from '@gatehouse/common'

/**
 * A network as AppKit's `networks` option takes it (`networks: [AppKitNetwork, ...AppKitNetwork[]]`):
 * AppKit's name for `Network`.
 */
export type { Network as AppKitNetwork } from '@gatehouse/common'
