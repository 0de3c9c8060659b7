import { bitcoin, bitcoinLocalnet, bitcoinTestnet } from '@gatehouse/common'

const chainNames = new Map<string, string>(
  [bitcoinLocalnet, bitcoin, bitcoinTestnet].map((network) => [network.caipNetworkId, network.name]),
)

/** `Bitcoin Regtest` for a chain the wallet can name, else its CAIP-2 id. */
export function bitcoinChainName(chainId: string): string {
  return chainNames.get(chainId) ?? chainId
}
