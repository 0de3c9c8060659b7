import { describe, expect, it } from 'vitest'
import type { SIWXMessageData } from './types'
import { parseSolanaSignInText, solanaSignInText } from './solanaSignInText'

const data: SIWXMessageData = {
  accountAddress: '64k5GFrBjoNA7d5vUtTXEgR3f38eNwpKbbR4WtiS3rag',
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  domain: 'app.example.com',
  uri: 'https://app.example.com/login',
  version: '1',
  nonce: 'Abc12345xyz',
  statement: 'Sign in to Example',
  issuedAt: '2026-01-02T03:04:05.000Z',
  expirationTime: '2026-01-03T03:04:05.000Z',
}

describe('solanaSignInText (CAIP-122 on Solana)', () => {
  it('writes the EIP-4361 layout with the Solana account line and the CAIP-2 chain id', () => {
    expect(solanaSignInText(data)).toBe(
      [
        'app.example.com wants you to sign in with your Solana account:',
        '64k5GFrBjoNA7d5vUtTXEgR3f38eNwpKbbR4WtiS3rag',
        '',
        'Sign in to Example',
        '',
        'URI: https://app.example.com/login',
        'Version: 1',
        'Chain ID: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'Nonce: Abc12345xyz',
        'Issued At: 2026-01-02T03:04:05.000Z',
        'Expiration Time: 2026-01-03T03:04:05.000Z',
      ].join('\n'),
    )
  })

  it('leaves out the statement block and writes resources as a list', () => {
    const { statement: _statement, ...rest } = data
    const text = solanaSignInText({ ...rest, requestId: 'r-1', resources: ['https://a.example/1'] })
    expect(text).toContain('Solana account:\n64k5GFrBjoNA7d5vUtTXEgR3f38eNwpKbbR4WtiS3rag\n\nURI: ')
    expect(text.endsWith('Request ID: r-1\nResources:\n- https://a.example/1')).toBe(true)
  })

  it('reads its own text back to the same fields', () => {
    expect(parseSolanaSignInText(solanaSignInText(data))).toEqual(data)
    const full = {
      ...data,
      notBefore: '2026-01-02T03:04:05.000Z',
      requestId: 'r',
      resources: ['urn:a', 'urn:b'],
    }
    expect(parseSolanaSignInText(solanaSignInText(full))).toEqual(full)
  })

  it('refuses texts that are not a Solana sign-in', () => {
    const text = solanaSignInText(data)
    expect(parseSolanaSignInText(text.replace('Solana account', 'Ethereum account'))).toBeUndefined()
    expect(parseSolanaSignInText(text.replace('Chain ID: solana:', 'Chain ID: eip155:'))).toBeUndefined()
    expect(parseSolanaSignInText(`${text}\nExtra: field`)).toBeUndefined()
    expect(parseSolanaSignInText(text.replace('Nonce: ', 'Nonse: '))).toBeUndefined()
  })

  it('refuses chains of other namespaces and fields with line breaks', () => {
    expect(() => solanaSignInText({ ...data, chainId: 'eip155:1' })).toThrow('Not a Solana chain')
    expect(() => solanaSignInText({ ...data, statement: 'a\nURI: https://evil' })).toThrow('line break')
  })
})
