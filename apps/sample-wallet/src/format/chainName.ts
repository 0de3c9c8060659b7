import { arbitrum, localhost, mainnet } from '@gatehouse/common'

const knownNames = new Map<number, string>([
  [Number(localhost.id), localhost.name],
  [1337, 'Local Devnet'],
  [Number(mainnet.id), mainnet.name],
  [Number(arbitrum.id), arbitrum.name],
])

/** `Localhost (31337)` for a chain the wallet can name, else `Chain 5`. */
export function chainName(chainId: number): string {
  const name = knownNames.get(chainId)
  return name ? `${name} (${chainId})` : `Chain ${chainId}`
}
