import { GatehouseError } from '../errors/GatehouseError'
import { ErrorMessage } from '../errors/messages'
import { isChainNamespace, type CaipAddress, type CaipNetworkId, type ChainNamespace } from './types'

/** The parts of a CAIP-10 account id. */
export interface ParsedCaipAddress {
  chainNamespace: ChainNamespace
  chainId: string
  address: string
}

/**
 * Splits a CAIP-10 account id into namespace, chain reference and address.
 * @throws GatehouseError `Invalid CAIP-10 address: {value}` unless there are exactly three non-empty
 * parts and the namespace is known.
 */
export function parseCaipAddress(value: string): ParsedCaipAddress {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [chainNamespace, chainId, address] = parts
  if (parts.length !== 3 || !chainId || !address || !isChainNamespace(chainNamespace)) {
    throw new GatehouseError('InvalidCaipAddress', ErrorMessage.invalidCaip10Address(String(value)))
  }
  return { chainNamespace, chainId, address }
}

/**
 * Checks the shape of a CAIP-10 account id without looking inside its parts.
 * @throws GatehouseError `Invalid CAIP Address` unless it has exactly three colon-separated parts.
 */
export function assertCaipAddress(value: string): asserts value is CaipAddress {
  if (typeof value !== 'string' || value.split(':').length !== 3) {
    throw new GatehouseError('InvalidCaipAddress', ErrorMessage.invalidCaipAddress)
  }
}

/** Builds a CAIP-10 account id. */
export function toCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  return `${caipNetworkId}:${address}`
}

/** The plain address part of a CAIP-10 account id, or undefined when there is none. */
export function plainAddress(caipAddress: string | undefined): string | undefined {
  if (!caipAddress) return undefined
  return caipAddress.split(':')[2] || undefined
}
