import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { createSIWEConfig } from './createSIWEConfig'
import { formatMessage } from './formatMessage'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('formatMessage', () => {
  it('writes EIP-4361 text for the DID’s address', () => {
    const text = formatMessage(
      {
        domain: 'app.example.com',
        uri: 'https://app.example.com',
        chainId: 1,
        nonce: 'abcdefgh12',
        version: '1',
        iat: '2026-01-01T00:00:00.000Z',
        statement: 'Welcome',
      },
      `did:pkh:eip155:1:${address}`,
    )
    expect(parseSiweMessage(text)).toMatchObject({
      address,
      chainId: 1,
      nonce: 'abcdefgh12',
      statement: 'Welcome',
      domain: 'app.example.com',
    })
  })

  it('refuses an issuer that is not an eip155 DID', () => {
    expect(() =>
      formatMessage(
        { domain: 'a.b', uri: 'https://a.b', chainId: 1, nonce: 'abcdefgh12', version: '1' },
        address,
      ),
    ).toThrow('Not an eip155 DID')
  })
})

describe('createSIWEConfig', () => {
  it('applies AppKit’s defaults and keeps what the host set', () => {
    const base = {
      getNonce: async () => 'n',
      createMessage: () => 'm',
      verifyMessage: async () => true,
      getSession: async () => null,
      signOut: async () => true,
    }
    expect(createSIWEConfig(base)).toMatchObject({ enabled: true, required: true, signOutOnDisconnect: true })
    expect(createSIWEConfig({ ...base, required: false }).required).toBe(false)
  })
})
