import { describe, expect, it } from 'vitest'
import { createSiweMessage } from 'viem/siwe'
import { checkFarcasterMessage } from './farcasterMessage'
import { farcasterTestMessage } from './farcasterTestMessages'

const custody = '0xBcd4042DE499D14e55001CcbB24a551F3b954096'
const channel = {
  domain: 'wallet.example:8788',
  siweUri: 'http://wallet.example:8788',
  nonce: 'a1b2c3d4e5f6a1b2',
}
const base = {
  address: custody,
  domain: channel.domain,
  uri: channel.siweUri,
  nonce: channel.nonce,
  fid: 7,
} as const
const now = Date.now()
const refusal = (text: unknown) => {
  try {
    checkFarcasterMessage(text, channel, now)
  } catch (error) {
    return `${(error as { code?: string }).code}: ${(error as Error).message}`
  }
  return 'accepted'
}

describe('a Sign In With Farcaster message', () => {
  it('gives the custody address and the fid of a message that matches its channel', () => {
    expect(checkFarcasterMessage(farcasterTestMessage(base), channel, now)).toEqual({ custody, fid: 7 })
  })

  it("is refused for another domain, URI or nonce than the channel's", () => {
    expect(refuse({ domain: 'evil.example' })).toMatch(/FARCASTER_MESSAGE_INVALID: .*is for evil.example/)
    expect(refuse({ uri: 'https://evil.example' })).toMatch(/another URI/)
    expect(refuse({ nonce: 'ffffffffffffffff' })).toMatch(/another nonce/)
  })

  it('is refused without FIP-11 statement, chain 10 or exactly one fid resource', () => {
    expect(refuse({ statement: 'Sign in' })).toMatch(/must state "Farcaster Auth"/)
    expect(refuse({ chainId: 1 })).toMatch(/chain 10/)
    expect(refuse({ resources: [] })).toMatch(/exactly one farcaster/)
    expect(refuse({ resources: ['farcaster://fid/7', 'farcaster://fid/8'] })).toMatch(/exactly one/)
    expect(refuse({ resources: ['farcaster://fid/0'] })).toMatch(/exactly one/)
  })

  it('is refused out of time: expired, not valid yet, issued in the future', () => {
    expect(refuse({ expirationTime: new Date(now - 1) })).toMatch(/has expired/)
    expect(refuse({ notBefore: new Date(now + 60_000) })).toMatch(/not valid yet/)
    expect(refuse({ issuedAt: new Date(now + 10 * 60_000) })).toMatch(/issued in the future/)
    expect(refuse({ expirationTime: new Date(now + 60_000), notBefore: new Date(now - 1) })).toBe('accepted')
  })

  it('is refused when it is no sign-in message at all', () => {
    expect(refusal(undefined)).toMatch(/is missing/)
    expect(refusal('hello')).toMatch(/not a sign-in message/)
    expect(refusal('x'.repeat(5_000))).toMatch(/longer than/)
    expect(
      refusal(
        createSiweMessage({ ...base, version: '1', chainId: 10, statement: 'Farcaster Auth' }).replace(
          'Version: 1',
          'Version: 2',
        ),
      ),
    ).toMatch(/Version 1/)
  })
})

function refuse(change: Partial<Parameters<typeof farcasterTestMessage>[0]>): string {
  return refusal(farcasterTestMessage({ ...base, ...change }))
}
