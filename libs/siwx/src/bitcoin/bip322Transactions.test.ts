import { hex } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { bip322MessageHash, bip322ToSign, bip322ToSpend } from './bip322Transactions'
import { bitcoinAddressScript } from './bitcoinAddressScript'

const utf8 = (text: string) => new TextEncoder().encode(text)

// BIP-322's official vectors (bitcoin/bips, bip-0322/basic-test-vectors.json).
const vectorScript =
  bitcoinAddressScript('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l')?.script ?? new Uint8Array()
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

describe('BIP-322 virtual transactions', () => {
  it.each(txHashes)(
    'hash $message.length-character messages and build to_spend / to_sign with the vectors’ txids',
    (vector) => {
      expect(hex.encode(bip322MessageHash(utf8(vector.message)))).toBe(vector.messageHash)
      expect(bip322ToSpend(utf8(vector.message), vectorScript).id).toBe(vector.toSpend)
      expect(bip322ToSign(utf8(vector.message), vectorScript).id).toBe(vector.toSign)
    },
  )

  it('give to_sign the signer’s input details without changing its txid', () => {
    const plain = bip322ToSign(utf8('Hello World'), vectorScript)
    const detailed = bip322ToSign(utf8('Hello World'), vectorScript, { sighashType: 0x01 })
    expect(detailed.id).toBe(plain.id)
    expect(plain.getInput(0).witnessUtxo).toEqual({ script: vectorScript, amount: 0n })
    expect(detailed.getInput(0).sighashType).toBe(0x01)
  })
})
