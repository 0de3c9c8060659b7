import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { base64, hex } from '@scure/base'
import { p2tr, p2wpkh, RawWitness, WIF } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { bip322MessageHash, bip322ToSign, bip322ToSpend, signBip322Simple } from './bip322'

// BIP-322's official vectors (bitcoin/bips, bip-0322/basic-test-vectors.json).
const vectorAddress = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const vectorKey = WIF().decode('L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k')
const vectorPayment = p2wpkh(secp256k1.getPublicKey(vectorKey, true))
const txHashes = [
  {
    message: '',
    messageHash: 'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    toSpend: 'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
    toSign: '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
  },
  {
    message: 'Hello World',
    messageHash: 'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    toSpend: 'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
    toSign: '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
  },
  {
    message: 'UTF-8 support: öäüéàè 测试文本 \uD83D\uDE04',
    messageHash: '43936b237ea38c7794eb5d755e0d220b6db92ebfc5c8f482759d22b1286376d7',
    toSpend: 'c8f4f525fe8afb1bc09b44175bd2096f079c98425e8a1be676b712add1fb62f0',
    toSign: '8f488e06b89eafd019ec528109eafaf7f1d1811fd617aa1eeb9658f1c1be6586',
  },
]
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

  it.each(txHashes)(
    'hashes $message.length-character messages and builds to_spend / to_sign as the vectors do',
    (vector) => {
      expect(hex.encode(bip322MessageHash(vector.message))).toBe(vector.messageHash)
      const toSpend = bip322ToSpend(vector.message, vectorPayment.script)
      expect(toSpend.id).toBe(vector.toSpend)
      expect(bip322ToSign(toSpend.id, vectorPayment.script).id).toBe(vector.toSign)
    },
  )

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
