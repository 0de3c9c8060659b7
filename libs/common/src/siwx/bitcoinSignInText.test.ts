import { describe, expect, it } from 'vitest'
import type { SIWXMessageData } from './types'
import { bitcoinSignInText, parseBitcoinSignInText } from './bitcoinSignInText'
import { solanaSignInText } from './solanaSignInText'

const data: SIWXMessageData = {
  accountAddress: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
  chainId: 'bip122:000000000019d6689c085ae165831e93',
  domain: 'app.example.com',
  uri: 'https://app.example.com/login',
  version: '1',
  nonce: 'Abc12345xyz',
  statement: 'Sign in to Example',
  issuedAt: '2026-01-02T03:04:05.000Z',
  expirationTime: '2026-01-03T03:04:05.000Z',
}

describe('bitcoinSignInText (CAIP-122 on bip122)', () => {
  it('writes the exact bytes: the Bitcoin account line, the address and the CAIP-2 chain id', () => {
    expect(bitcoinSignInText(data)).toBe(
      'app.example.com wants you to sign in with your Bitcoin account:\n' +
        'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l\n' +
        '\n' +
        'Sign in to Example\n' +
        '\n' +
        'URI: https://app.example.com/login\n' +
        'Version: 1\n' +
        'Chain ID: bip122:000000000019d6689c085ae165831e93\n' +
        'Nonce: Abc12345xyz\n' +
        'Issued At: 2026-01-02T03:04:05.000Z\n' +
        'Expiration Time: 2026-01-03T03:04:05.000Z',
    )
  })

  it('writes every optional field in order, leaves out the statement block when there is none', () => {
    const { statement: _statement, ...rest } = data
    const text = bitcoinSignInText({
      ...rest,
      accountAddress: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      notBefore: '2026-01-02T03:04:06.000Z',
      requestId: 'r-1',
      resources: ['https://a.example/1', 'urn:b'],
    })
    expect(text).toBe(
      [
        'app.example.com wants you to sign in with your Bitcoin account:',
        '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
        '',
        'URI: https://app.example.com/login',
        'Version: 1',
        'Chain ID: bip122:000000000019d6689c085ae165831e93',
        'Nonce: Abc12345xyz',
        'Issued At: 2026-01-02T03:04:05.000Z',
        'Expiration Time: 2026-01-03T03:04:05.000Z',
        'Not Before: 2026-01-02T03:04:06.000Z',
        'Request ID: r-1',
        'Resources:',
        '- https://a.example/1',
        '- urn:b',
      ].join('\n'),
    )
  })

  it('reads its own text back to the same fields', () => {
    expect(parseBitcoinSignInText(bitcoinSignInText(data))).toEqual(data)
    const full = {
      ...data,
      chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as const,
      accountAddress: 'bcrt1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqc8gma6',
      notBefore: '2026-01-02T03:04:05.000Z',
      requestId: 'r',
      resources: ['urn:a', 'urn:b'],
    }
    expect(parseBitcoinSignInText(bitcoinSignInText(full))).toEqual(full)
  })

  it('refuses texts that are not a Bitcoin sign-in, Solana’s among them', () => {
    const text = bitcoinSignInText(data)
    expect(parseBitcoinSignInText(text.replace('Bitcoin account', 'Solana account'))).toBeUndefined()
    expect(parseBitcoinSignInText(text.replace('Chain ID: bip122:', 'Chain ID: solana:'))).toBeUndefined()
    expect(parseBitcoinSignInText(`${text}\nExtra: field`)).toBeUndefined()
    expect(parseBitcoinSignInText(text.replace('Nonce: ', 'Nonse: '))).toBeUndefined()
    expect(
      parseBitcoinSignInText(
        solanaSignInText({ ...data, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
      ),
    ).toBeUndefined()
  })

  it('refuses chains of other namespaces and fields with line breaks', () => {
    expect(() => bitcoinSignInText({ ...data, chainId: 'eip155:1' })).toThrow('Not a Bitcoin chain')
    expect(() => bitcoinSignInText({ ...data, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).toThrow(
      'Not a Bitcoin chain',
    )
    expect(() => bitcoinSignInText({ ...data, statement: 'a\nURI: https://evil' })).toThrow('line break')
    expect(() => bitcoinSignInText({ ...data, accountAddress: 'bc1q\nx' })).toThrow('line break')
  })
})
