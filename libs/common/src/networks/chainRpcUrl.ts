import type { CaipNetworkId } from '../caip/types'

/**
 * The chain RPC endpoint of the kit's service (apps/cloud) for one chain, as AppKit's blockchain API
 * has it: `<apiUrl>/v1/?chainId=<caip2>&projectId=<id>` (without a project id, just the chain).
 * Adapters read the built-in networks through it instead of those networks' public nodes.
 */
export function chainRpcUrl(
  apiUrl: string,
  projectId: string | undefined,
  caipNetworkId: CaipNetworkId,
): string {
  // A CAIP-2 id is letters, digits, '-', '_' and one ':', all of which a query may carry as they are.
  const chain = `chainId=${encodeURIComponent(caipNetworkId).replace('%3A', ':')}`
  const project = projectId ? `&projectId=${encodeURIComponent(projectId)}` : ''
  return `${apiUrl.replace(/\/+$/, '')}/v1/?${chain}${project}`
}
