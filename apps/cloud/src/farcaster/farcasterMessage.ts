import { getAddress, isAddress, type Address } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { FarcasterRefusalCode, refuseFarcaster } from './FarcasterRefusal'

/** What a channel expects of the message the visitor's Farcaster app signs. */
export interface FarcasterExpectation {
  domain: string
  nonce: string
  siweUri: string
}

/** The checked content of a Sign In With Farcaster message: who signs (the custody address) for which fid. */
export interface FarcasterClaim {
  custody: Address
  fid: number
}

/** FIP-11: the statement and chain (OP Mainnet, where the ID registry lives) of every such message. */
export const farcasterStatement = 'Farcaster Auth'
export const farcasterChainId = 10
const maxMessageChars = 4_000
const fidResource = /^farcaster:\/\/fid\/([1-9]\d{0,15})$/

const invalid = (why: string) =>
  refuseFarcaster(FarcasterRefusalCode.MessageInvalid, `The Farcaster message ${why}`)

/**
 * Reads a Sign In With Farcaster message (EIP-4361 with FIP-11's rules) and checks it against the
 * channel: the channel's domain, URI and nonce, the statement "Farcaster Auth", chain 10, exactly
 * one `farcaster://fid/<fid>` resource, and in time at `now` (issued at or before, not yet expired,
 * not before reached). Anything else is FARCASTER_MESSAGE_INVALID. The signature is checked apart.
 */
export function checkFarcasterMessage(
  text: unknown,
  expected: FarcasterExpectation,
  now: number,
): FarcasterClaim {
  if (typeof text !== 'string' || text.length === 0) throw invalid('is missing')
  if (text.length > maxMessageChars) throw invalid(`is longer than ${maxMessageChars} characters`)
  const message = parseSiweMessage(text)
  if (!message.address || !isAddress(message.address, { strict: false }) || !message.domain)
    throw invalid('is not a sign-in message')
  if (message.version !== '1') throw invalid('must have Version 1')
  if (message.domain !== expected.domain) throw invalid(`is for ${message.domain}, not ${expected.domain}`)
  if (message.uri !== expected.siweUri) throw invalid('names another URI')
  if (message.nonce !== expected.nonce) throw invalid('has another nonce than the channel')
  if (message.statement !== farcasterStatement) throw invalid(`must state "${farcasterStatement}"`)
  if (message.chainId !== farcasterChainId) throw invalid(`must be for chain ${farcasterChainId}`)
  const fids = (message.resources ?? []).flatMap((resource) => {
    const match = fidResource.exec(resource)
    return match ? [Number(match[1])] : []
  })
  if (fids.length !== 1 || !Number.isSafeInteger(fids[0]))
    throw invalid('must name exactly one farcaster://fid/<fid> resource')
  const issuedAt = message.issuedAt?.getTime()
  if (issuedAt === undefined || Number.isNaN(issuedAt)) throw invalid('has no valid Issued At')
  if (issuedAt > now + clockSkewMs) throw invalid('is issued in the future')
  const expires = message.expirationTime?.getTime()
  if (expires !== undefined && (Number.isNaN(expires) || expires <= now)) throw invalid('has expired')
  const notBefore = message.notBefore?.getTime()
  if (notBefore !== undefined && (Number.isNaN(notBefore) || notBefore > now))
    throw invalid('is not valid yet')
  return { custody: getAddress(message.address), fid: fids[0] as number }
}

/** How far ahead of this service's clock a phone's Issued At may be. */
const clockSkewMs = 60_000
