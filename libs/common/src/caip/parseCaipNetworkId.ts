import { GatehouseError } from '../errors/GatehouseError'
import { ErrorMessage } from '../errors/messages'
import { isChainNamespace, type CaipNetworkId, type ChainNamespace } from './types'

/** The parts of a CAIP-2 network id. */
export interface ParsedCaipNetworkId {
  chainNamespace: ChainNamespace
  chainId: string
}

/**
 * Splits a CAIP-2 network id into namespace and reference.
 * @throws GatehouseError `Invalid CAIP-2 network id: {value}` unless there are exactly two non-empty
 * parts and the namespace is known.
 */
export function parseCaipNetworkId(value: string): ParsedCaipNetworkId {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [chainNamespace, chainId] = parts
  if (parts.length !== 2 || !chainId || !isChainNamespace(chainNamespace)) {
    throw new GatehouseError('InvalidCaipNetworkId', ErrorMessage.invalidCaipNetworkId(String(value)))
  }
  return { chainNamespace, chainId }
}

/** Builds a CAIP-2 network id from its parts. */
export function toCaipNetworkId(chainNamespace: ChainNamespace, chainId: string | number): CaipNetworkId {
  return `${chainNamespace}:${chainId}`
}
