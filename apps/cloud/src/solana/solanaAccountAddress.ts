import { HttpError } from '../http/HttpResponse'
import { solanaAddressPattern } from './solanaChainConfig'

/** The `:address` path parameter as a Solana address (docs/reference/validation.md#address: 32 to 44 base58 characters); a 400 otherwise. */
export function solanaAccountAddressOf(params: Record<string, string>): string {
  const address = params.address ?? ''
  if (!solanaAddressPattern.test(address)) {
    throw new HttpError(400, 'address must be a Solana address (32 to 44 base58 characters)')
  }
  return address
}
