import { getAddress, isAddress, type Address } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { refuse, SignInRefusalCode } from './signInRefusal'

/** The fields of an EIP-4361 message the service checks, read and type-checked. */
export interface SignInMessage {
  address: Address
  domain: string
  uri: string
  version: string
  nonce: string
  chainId: number
  issuedAt: Date
  expirationTime?: Date
  notBefore?: Date
  statement?: string
  requestId?: string
  resources?: string[]
}

// A message is a few hundred characters; a longer one is not a sign-in.
const maxMessageChars = 8_000

const invalid = (what: string) => refuse(SignInRefusalCode.MessageInvalid, `The message ${what}`)

function optionalDate(value: Date | undefined, field: string): Date | undefined {
  if (value === undefined) return undefined
  if (Number.isNaN(value.getTime())) throw invalid(`has an invalid ${field} (an RFC 3339 date-time)`)
  return value
}

/**
 * Reads an EIP-4361 message with viem's parser; a message missing a required field (domain,
 * address, URI, version 1, chain id, nonce, issued-at) or with a malformed date is refused with
 * SIWX_MESSAGE_INVALID.
 */
export function readSignInMessage(text: unknown): SignInMessage {
  if (typeof text !== 'string' || text.length === 0) throw invalid('is required (the EIP-4361 text)')
  if (text.length > maxMessageChars) throw invalid(`is longer than ${maxMessageChars} characters`)
  const parsed = parseSiweMessage(text)
  const { address, domain, uri, version, nonce, chainId } = parsed
  if (!address || !isAddress(address, { strict: false }) || !domain) {
    throw invalid('is not an EIP-4361 sign-in message (no domain and address line)')
  }
  if (!uri || !nonce || chainId === undefined || !parsed.issuedAt) {
    throw invalid('lacks one of URI, Version, Chain ID, Nonce and Issued At')
  }
  if (version !== '1') throw invalid('must have Version 1')
  if (!/^[A-Za-z0-9]{8,}$/.test(nonce)) throw invalid('has a nonce that is not 8 or more letters and digits')
  const issuedAt = optionalDate(parsed.issuedAt, 'Issued At') as Date
  return {
    address: getAddress(address),
    domain,
    uri,
    version,
    nonce,
    chainId,
    issuedAt,
    expirationTime: optionalDate(parsed.expirationTime, 'Expiration Time'),
    notBefore: optionalDate(parsed.notBefore, 'Not Before'),
    statement: parsed.statement,
    requestId: parsed.requestId,
    resources: parsed.resources,
  }
}
