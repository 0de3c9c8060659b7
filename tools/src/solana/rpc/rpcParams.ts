import { isAddress, isSignature, type Address, type Signature } from '@solana/kit'
import { invalidParams } from './rpcProtocol'

/** The positional parameters of a request (the Solana RPC takes arrays). */
export type RpcParams = readonly unknown[]

/** A method of the shim: its parameters in, its JSON result out (sync or not). */
export type RpcMethod = (params: RpcParams) => unknown

export function addressParam(params: RpcParams, index: number): Address {
  const value = params[index]
  if (typeof value !== 'string' || !isAddress(value)) {
    throw invalidParams(`parameter ${index} must be a base58 address`)
  }
  return value
}

export function signatureParam(value: unknown, index: number): Signature {
  if (typeof value !== 'string' || !isSignature(value)) {
    throw invalidParams(`parameter ${index} must be a base58 signature`)
  }
  return value
}

export function stringParam(params: RpcParams, index: number): string {
  const value = params[index]
  if (typeof value !== 'string') throw invalidParams(`parameter ${index} must be a string`)
  return value
}

export function arrayParam(params: RpcParams, index: number): readonly unknown[] {
  const value = params[index]
  if (!Array.isArray(value)) throw invalidParams(`parameter ${index} must be an array`)
  return value
}

/** A non-negative integer parameter (numbers or bigints from @solana/kit). */
export function integerParam(params: RpcParams, index: number): bigint {
  const value = params[index]
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'bigint' && value >= 0n) return value
  throw invalidParams(`parameter ${index} must be a non-negative integer`)
}

/** The optional configuration object at `index`; `{}` when absent. */
export function configParam(params: RpcParams, index: number): Record<string, unknown> {
  const value = params[index]
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParams(`parameter ${index} must be a configuration object`)
  }
  return value as Record<string, unknown>
}

/** A string option of a configuration object, one of `allowed`, or `fallback` when absent. */
export function enumOption<T extends string>(
  config: Record<string, unknown>,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = config[name]
  if (value === undefined || value === null) return fallback
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw invalidParams(`${name} must be one of ${allowed.join(', ')}`)
  }
  return value as T
}

/** An optional non-negative integer option. */
export function integerOption(config: Record<string, unknown>, name: string): number | undefined {
  const value = config[name]
  if (value === undefined || value === null) return undefined
  const number = typeof value === 'bigint' ? Number(value) : value
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) {
    throw invalidParams(`${name} must be a non-negative integer`)
  }
  return number
}

/** The commitments the RPC accepts; every one is answered from the same (final) state here. */
export const commitments = ['processed', 'confirmed', 'finalized'] as const
