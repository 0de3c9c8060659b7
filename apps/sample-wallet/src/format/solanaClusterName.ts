import { solana, solanaDevnet, solanaLocalnet, solanaTestnet } from '@gatehouse/common'

const clusterNames = new Map<string, string>(
  [solanaLocalnet, solana, solanaDevnet, solanaTestnet].map((network) => [
    `solana:${String(network.id)}`,
    network.name,
  ]),
)

/** `Solana Localnet` for a cluster the wallet can name, else its CAIP-2 id. */
export function solanaClusterName(chainId: string): string {
  return clusterNames.get(chainId) ?? chainId
}
