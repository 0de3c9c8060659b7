import { describe, expect, it } from 'vitest'
import { pairingUriProblem } from './pairingUriProblem'

describe('pairingUriProblem', () => {
  const topic = 'a'.repeat(64)
  const symKey = 'b'.repeat(64)
  const uri = (expiry: number) =>
    `wc:${topic}@2?expiryTimestamp=${expiry}&relay-protocol=irn&symKey=${symKey}`

  it('accepts a fresh URI', () => {
    expect(pairingUriProblem(uri(2_000), 1_000_000)).toBeUndefined()
  })

  it('explains an empty, malformed or expired URI', () => {
    expect(pairingUriProblem('  ')).toMatch(/Paste/)
    expect(pairingUriProblem('https://example.com')).toMatch(/not a WalletConnect pairing URI/)
    expect(pairingUriProblem(`wc:${topic}@2?relay-protocol=irn`)).toMatch(/not a WalletConnect pairing URI/)
    expect(pairingUriProblem(uri(1_000), 2_000_000)).toMatch(/expired/)
  })
})
