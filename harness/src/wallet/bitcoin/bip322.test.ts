import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { p2tr, p2wpkh, RawWitness, WIF } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { signBip322Simple } from './bip322'

// BIP-322's official vectors (bitcoin/bips, bip-0322/basic-test-vectors.json); the message hashes and
// to_spend / to_sign txids are @gatehouse/siwx's tests, where the transactions are built.
const vectorAddress = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const vectorKey = WIF().decode('L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k')
const vectorPayment = p2wpkh(secp256k1.getPublicKey(vectorKey, true))
// The vectors' second signature of each message is plain RFC 6979 ECDSA (the first is Bitcoin
// Core's low-R grinding), so a deterministic signer must reproduce it byte for byte.
const simpleSignatures = [
  {
    message: '',
    signature:
      'smpAkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
  },
  {
    message: 'Hello World',
    signature:
      'smpAkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
  },
]

describe('BIP-322 simple', () => {
  it('derives the vectors’ address from their key', () => {
    expect(vectorPayment.address).toBe(vectorAddress)
  })

  it.each(simpleSignatures)('signs "$message" with the vectors’ key exactly as the vector says', (vector) => {
    const witness = signBip322Simple({
      secretKey: vectorKey,
      script: vectorPayment.script,
      message: vector.message,
    })
    expect(`smp${base64.encode(witness)}`).toBe(vector.signature)
  })

  it('signs P2TR (the vectors’ taproot key) with one 64-byte Schnorr signature, SIGHASH_DEFAULT', () => {
    const key = WIF().decode('KyrSGCFPhqZMjCe5fNTYddiLMp4tMj4gLKuJ26TsB2rvr1VJGPbt')
    const xOnly = schnorr.getPublicKey(key)
    const taproot = p2tr(xOnly)
    expect(taproot.address).toBe('bc1pss0zhytly75awhm6x2hhvd5lnzv3vssgrf9axfheq8ldyzn88ges79fler')
    const witness = RawWitness.decode(
      signBip322Simple({
        secretKey: key,
        script: taproot.script,
        tapInternalKey: xOnly,
        message: 'No prefix fallback',
      }),
    )
    expect(witness).toHaveLength(1)
    expect(witness[0]).toHaveLength(64)
  })

  it('refuses a key that does not own the address', () => {
    const other = p2wpkh(secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true))
    expect(() => signBip322Simple({ secretKey: vectorKey, script: other.script, message: 'x' })).toThrow()
  })
})
