import { describe, expect, it } from 'vitest'
import type { BcoinTxMeta } from '../node/bcoinJson'
import { esploraTx } from './esploraTx'
import { scriptPubKeyType } from './scriptType'
import { witnessItems } from './witness'

// A P2WPKH spend (one input, three outputs) as the local chain's fixtures make it: 253 bytes, of
// which 109 are witness data (marker, flag, and the signature and public key).
const signature =
  '30440220675ecd2286cd58fe76d16d48ef55ea3c244aa403d310778d30f70c7de1b7892502206424cff66124a2f7eaaefcdd1b7a97aa176a00b807cd0cd1ac990ba87a7901e201'
const publicKey = '02367c29df00d5b0dfd7c5b9c809b99b698f68a4fb642f152583ec5e361f9a0594'
const witness = `02${(signature.length / 2).toString(16)}${signature}21${publicKey}`

const spend: BcoinTxMeta = {
  hash: 'ab'.repeat(32),
  fee: 416,
  height: 433,
  block: 'cd'.repeat(32),
  time: 1_700_000_000,
  index: 1,
  mtime: 0,
  version: 2,
  locktime: 0,
  inputs: [
    {
      prevout: { hash: 'ef'.repeat(32), index: 0 },
      script: '',
      witness,
      sequence: 0xffffffff,
      address: null,
      coin: {
        value: 5_000_000_000,
        script: `0014${'11'.repeat(20)}`,
        address: 'bcrt1qfrom',
        coinbase: true,
        height: 1,
      },
    },
  ],
  outputs: [
    { value: 300_000_000, script: `0014${'22'.repeat(20)}`, address: 'bcrt1qto' },
    { value: 0, script: '6a0401020304', address: null },
  ],
  hex: '00'.repeat(253),
}

describe('esploraTx', () => {
  it('converts bcoin’s transaction JSON to esplora’s, with size, weight, fee and status', () => {
    expect(esploraTx(spend)).toEqual({
      txid: spend.hash,
      version: 2,
      locktime: 0,
      vin: [
        {
          txid: 'ef'.repeat(32),
          vout: 0,
          prevout: {
            scriptpubkey: `0014${'11'.repeat(20)}`,
            scriptpubkey_type: 'v0_p2wpkh',
            scriptpubkey_address: 'bcrt1qfrom',
            value: 5_000_000_000,
          },
          scriptsig: '',
          witness: [signature, publicKey],
          sequence: 0xffffffff,
          is_coinbase: false,
        },
      ],
      vout: [
        {
          scriptpubkey: `0014${'22'.repeat(20)}`,
          scriptpubkey_type: 'v0_p2wpkh',
          scriptpubkey_address: 'bcrt1qto',
          value: 300_000_000,
        },
        { scriptpubkey: '6a0401020304', scriptpubkey_type: 'op_return', value: 0 },
      ],
      size: 253,
      weight: 685,
      fee: 416,
      status: { confirmed: true, block_height: 433, block_hash: 'cd'.repeat(32), block_time: 1_700_000_000 },
    })
  })

  it('marks a coinbase input and an unconfirmed transaction; no witness weighs 4 per byte', () => {
    const coinbase = esploraTx({
      ...spend,
      height: -1,
      block: null,
      inputs: [
        {
          prevout: { hash: '0'.repeat(64), index: 0xffffffff },
          script: '51',
          witness: '00',
          sequence: 0,
          address: null,
        },
      ],
      hex: '00'.repeat(100),
    })
    expect(coinbase.vin[0]).toEqual({
      txid: '0'.repeat(64),
      vout: 0xffffffff,
      prevout: null,
      scriptsig: '51',
      sequence: 0,
      is_coinbase: true,
    })
    expect(coinbase.status).toEqual({ confirmed: false })
    expect(coinbase.weight).toBe(400)
  })
})

describe('scriptPubKeyType and witnessItems', () => {
  it('names the standard output scripts as esplora does', () => {
    expect(scriptPubKeyType(`76a914${'00'.repeat(20)}88ac`)).toBe('p2pkh')
    expect(scriptPubKeyType(`a914${'00'.repeat(20)}87`)).toBe('p2sh')
    expect(scriptPubKeyType(`0020${'00'.repeat(32)}`)).toBe('v0_p2wsh')
    expect(scriptPubKeyType(`5120${'00'.repeat(32)}`)).toBe('v1_p2tr')
    expect(scriptPubKeyType('51')).toBe('unknown')
  })

  it('splits a serialized witness into its items', () => {
    expect(witnessItems('00')).toEqual([])
    expect(witnessItems('0201aa00')).toEqual(['aa', ''])
    expect(() => witnessItems('0105aa')).toThrow()
  })
})
