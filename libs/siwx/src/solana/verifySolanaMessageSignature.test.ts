import { ed25519 } from '@noble/curves/ed25519'
import { base58, hex } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { verifySolanaMessageSignature } from './verifySolanaMessageSignature'

const seed = ed25519.utils.randomPrivateKey()
const address = base58.encode(ed25519.getPublicKey(seed))
const otherAddress = base58.encode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))
const message = 'app.example.com wants you to sign in with your Solana account:\n' + address
const signature = base58.encode(ed25519.sign(new TextEncoder().encode(message), seed))

describe('verifySolanaMessageSignature', () => {
  it('accepts the account key’s signature of the message, base58 or hex', () => {
    expect(verifySolanaMessageSignature(address, message, signature)).toBe(true)
    expect(verifySolanaMessageSignature(address, message, `0x${hex.encode(base58.decode(signature))}`)).toBe(
      true,
    )
  })

  it('refuses a tampered message, another key and malformed input', () => {
    expect(verifySolanaMessageSignature(address, `${message} `, signature)).toBe(false)
    expect(verifySolanaMessageSignature(otherAddress, message, signature)).toBe(false)
    expect(verifySolanaMessageSignature(address, message, 'not base58 0OIl')).toBe(false)
    expect(verifySolanaMessageSignature(address, message, base58.encode(new Uint8Array(63)))).toBe(false)
    expect(verifySolanaMessageSignature('short', message, signature)).toBe(false)
  })
})
