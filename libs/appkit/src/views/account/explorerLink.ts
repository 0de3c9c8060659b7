import { safeUrl, type Network } from '@gatehouse/common'

/** The explorer page of an address on a network, when the network has an http(s) explorer. */
export function explorerAddressLink(
  network: Pick<Network, 'blockExplorers'> | undefined,
  address: string,
): { url: string; name: string } | undefined {
  const explorer = network?.blockExplorers?.default
  if (!explorer) return undefined
  const url = safeUrl(`${explorer.url.replace(/\/+$/, '')}/address/${encodeURIComponent(address)}`, 'web')
  return url ? { url, name: explorer.name } : undefined
}
