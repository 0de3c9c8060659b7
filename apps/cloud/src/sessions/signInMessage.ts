import { getAddress, isAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import {
  isBitcoinAddress,
  parseBitcoinSignInText,
  parseSolanaSignInText,
  type SIWXMessageData,
} from '@gatehouse/common'
import { solanaAddressPattern } from '../solana/solanaChainConfig'
import { refuse, SignInRefusalCode } from './signInRefusal'

/**
 * The fields of a sign-in message (EIP-4361, or CAIP-122 for Solana and Bitcoin) the service checks,
 * read and type-checked.
 */
export interface SignInMessage {
  /** The namespace of the account: how its signature is verified. */
  namespace: 'eip155' | 'solana' | 'bip122'
  /** Checksummed on EVM, base58 on Solana, as written (bech32 or base58) on Bitcoin. */
  address: string
  domain: string
  uri: string
  version: string
  nonce: string
  /** The CAIP-2 chain id, `eip155:1`, `solana:<ref>` or `bip122:<ref>`. */
  chainId: string
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

const nonceRule = /^[A-Za-z0-9]{8,}$/

const isoDate = (value: string | undefined) => (value === undefined ? undefined : new Date(value))

/** The checked fields of a CAIP-122 message read by common's parser (Solana's or Bitcoin's). */
function caip122SignInMessage(namespace: 'solana' | 'bip122', parsed: SIWXMessageData): SignInMessage {
  if (!parsed.issuedAt) throw invalid('lacks one of URI, Version, Chain ID, Nonce and Issued At')
  if (parsed.version !== '1') throw invalid('must have Version 1')
  if (!nonceRule.test(parsed.nonce)) throw invalid('has a nonce that is not 8 or more letters and digits')
  return {
    namespace,
    address: parsed.accountAddress,
    domain: parsed.domain,
    uri: parsed.uri,
    version: parsed.version,
    nonce: parsed.nonce,
    chainId: parsed.chainId,
    issuedAt: optionalDate(isoDate(parsed.issuedAt), 'Issued At') as Date,
    expirationTime: optionalDate(isoDate(parsed.expirationTime), 'Expiration Time'),
    notBefore: optionalDate(isoDate(parsed.notBefore), 'Not Before'),
    statement: parsed.statement,
    requestId: parsed.requestId,
    resources: parsed.resources,
  }
}

/**
 * Reads a CAIP-122 sign-in with a Solana account ("… wants you to sign in with your Solana
 * account:", `Chain ID: solana:<ref>`, see solanaSignInText in common).
 */
function readSolanaSignInMessage(text: string): SignInMessage {
  const parsed = parseSolanaSignInText(text)
  if (!parsed) throw invalid('is not a CAIP-122 sign-in message of a Solana account')
  if (!solanaAddressPattern.test(parsed.accountAddress))
    throw invalid('has an address that is not a Solana address')
  return caip122SignInMessage('solana', parsed)
}

/**
 * Reads a CAIP-122 sign-in with a Bitcoin account ("… wants you to sign in with your Bitcoin
 * account:", `Chain ID: bip122:<ref>`, see bitcoinSignInText in common). The address is checked
 * by its shape here; against the chain's network where the chain is known (signIn).
 */
function readBitcoinSignInMessage(text: string): SignInMessage {
  const parsed = parseBitcoinSignInText(text)
  if (!parsed) throw invalid('is not a CAIP-122 sign-in message of a Bitcoin account')
  if (!isBitcoinAddress(parsed.accountAddress)) throw invalid('has an address that is not a Bitcoin address')
  return caip122SignInMessage('bip122', parsed)
}

/**
 * Reads a sign-in message: a CAIP-122 one of a Solana or Bitcoin account, else EIP-4361 with viem's parser. A
 * message missing a required field (domain, address, URI, version 1, chain id, nonce, issued-at) or
 * with a malformed date is refused with SIWX_MESSAGE_INVALID.
 */
export function readSignInMessage(text: unknown): SignInMessage {
  if (typeof text !== 'string' || text.length === 0) throw invalid('is required (the EIP-4361 text)')
  if (text.length > maxMessageChars) throw invalid(`is longer than ${maxMessageChars} characters`)
  if (/^[^\n]* wants you to sign in with your Solana account:\n/.test(text))
    return readSolanaSignInMessage(text)
  if (/^[^\n]* wants you to sign in with your Bitcoin account:\n/.test(text))
    return readBitcoinSignInMessage(text)
  const parsed = parseSiweMessage(text)
  const { address, domain, uri, version, nonce, chainId } = parsed
  if (!address || !isAddress(address, { strict: false }) || !domain) {
    throw invalid('is not an EIP-4361 sign-in message (no domain and address line)')
  }
  if (!uri || !nonce || chainId === undefined || !parsed.issuedAt) {
    throw invalid('lacks one of URI, Version, Chain ID, Nonce and Issued At')
  }
  if (version !== '1') throw invalid('must have Version 1')
  if (!nonceRule.test(nonce)) throw invalid('has a nonce that is not 8 or more letters and digits')
  const issuedAt = optionalDate(parsed.issuedAt, 'Issued At') as Date
  return {
    namespace: 'eip155',
    address: getAddress(address),
    domain,
    uri,
    version,
    nonce,
    chainId: `eip155:${chainId}`,
    issuedAt,
    expirationTime: optionalDate(parsed.expirationTime, 'Expiration Time'),
    notBefore: optionalDate(parsed.notBefore, 'Not Before'),
    statement: parsed.statement,
    requestId: parsed.requestId,
    resources: parsed.resources,
  }
}
