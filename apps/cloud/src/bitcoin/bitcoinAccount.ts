import { HttpError } from '../http/HttpResponse'
import { bitcoinAccountAddressOf } from './bitcoinAddress'
import type { BitcoinChainService, BitcoinChainServices } from './bitcoinChainServices'

/**
 * The configured Bitcoin chain of `chainId` and the `:address` path parameter as an address of its
 * network: a 400 `Chain {id} is not supported` for a chain that is not configured, then a 400
 * naming the network's address shapes for an address of another network.
 */
export function bitcoinAccountOf(
  bitcoin: BitcoinChainServices,
  chainId: string,
  params: Record<string, string>,
): { service: BitcoinChainService; address: string } {
  const service = bitcoin.find(chainId)
  if (!service) throw new HttpError(400, `Chain ${chainId} is not supported`)
  return { service, address: bitcoinAccountAddressOf(params, service.config) }
}
