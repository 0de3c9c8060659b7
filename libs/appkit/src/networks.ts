/** Network definitions, as `@reown/appkit/networks` offers them. */
export {
  arbitrum,
  bitcoin,
  bitcoinTestnet,
  defineNetwork,
  localhost,
  mainnet,
  solana,
  solanaDevnet,
  solanaTestnet,
  withRpcUrl,
} from '@gatehouse/common'
export type { Network } from '@gatehouse/common'
