import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { OutScript, SigHash, type Transaction } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import {
  bitcoinDevAddresses,
  bitcoinDevSecretKeys,
  bitcoinDevTaprootAddresses,
} from '../accounts/bitcoinDevAccounts'
import { bitcoinSignedMessageHash } from '@gatehouse/siwx'
import { bitcoinKey } from './bitcoinKey'
import { signBitcoinMessage } from './signBitcoinMessage'
import { readPsbt, signBitcoinPsbt } from './signBitcoinPsbt'
import { summarizeBitcoinPsbt } from './summarizeBitcoinPsbt'
import { paymentPsbt } from './testPsbt'

const key = bitcoinKey(bitcoinDevSecretKeys[0])
const [payment, ordinals] = key.addresses('regtest')
const stranger = bitcoinKey(bitcoinDevSecretKeys[1]).addresses('regtest')[0]
const receiver = bitcoinDevAddresses[2]

/** Checks input `index`'s ECDSA signature over its BIP-143 preimage with the payment key. */
function verifiesP2wpkh(tx: Transaction, index: number): boolean {
  const input = tx.getInput(index)
  const [pubKey, signature] = input.partialSig?.[0] ?? []
  if (!pubKey || !signature) return false
  const scriptCode = OutScript.encode({ type: 'pkh', hash: payment.script.slice(2) })
  const hash = tx.preimageWitnessV0(index, scriptCode, SigHash.ALL, input.witnessUtxo?.amount ?? 0n)
  return secp256k1.verify(signature.slice(0, -1), hash, pubKey, { format: 'der' } as never)
}

/** Checks input `index`'s BIP-340 key-path signature against the tweaked output key. */
function verifiesP2tr(tx: Transaction, index: number): boolean {
  const inputs = Array.from({ length: tx.inputsLength }, (_, i) => tx.getInput(i))
  const signature = inputs[index]?.tapKeySig
  if (!signature) return false
  const hash = tx.preimageWitnessV1(
    index,
    inputs.map((input) => input.witnessUtxo?.script ?? new Uint8Array()),
    SigHash.DEFAULT,
    inputs.map((input) => input.witnessUtxo?.amount ?? 0n),
  )
  return schnorr.verify(signature, hash, ordinals.script.slice(2))
}

describe('the Bitcoin key', () => {
  it('has the published development addresses on regtest', () => {
    expect([payment.address, ordinals.address]).toEqual([
      bitcoinDevAddresses[0],
      bitcoinDevTaprootAddresses[0],
    ])
    expect(payment.publicKey).toHaveLength(33)
    expect(ordinals.publicKey).toHaveLength(32)
  })

  it('writes the same key with each network’s prefix', () => {
    expect(key.addresses('mainnet').map((entry) => entry.address.slice(0, 4))).toEqual(['bc1q', 'bc1p'])
    expect(key.addresses('testnet').map((entry) => entry.address.slice(0, 4))).toEqual(['tb1q', 'tb1p'])
    expect(key.addressOf(payment.address, 'mainnet')).toBeUndefined()
  })
})

describe('signBitcoinMessage', () => {
  it('signs ECDSA as a 65-byte BIP-137 signature (P2WPKH header) that recovers the key', () => {
    const signed = signBitcoinMessage(key, 'regtest', {
      address: payment.address,
      message: 'Hi',
      protocol: 'ecdsa',
    })
    const header = signed.signature[0] as number
    expect(signed.signature).toHaveLength(65)
    expect(header - 39).toBeGreaterThanOrEqual(0)
    expect(header - 39).toBeLessThan(4)
    const recovered = secp256k1.Signature.fromCompact(signed.signature.slice(1))
      .addRecoveryBit(header - 39)
      .recoverPublicKey(bitcoinSignedMessageHash(new TextEncoder().encode('Hi')))
    expect(recovered.toRawBytes(true)).toEqual(key.publicKey)
  })

  it('refuses ECDSA for the P2TR address, and any address of another key (4100)', () => {
    expect(() =>
      signBitcoinMessage(key, 'regtest', { address: ordinals.address, message: 'Hi', protocol: 'ecdsa' }),
    ).toThrow(expect.objectContaining({ code: -32602 }))
    expect(() =>
      signBitcoinMessage(key, 'regtest', { address: stranger.address, message: 'Hi', protocol: 'bip322' }),
    ).toThrow(expect.objectContaining({ code: 4100 }))
  })
})

describe('signBitcoinPsbt', () => {
  const psbt = () =>
    base64.decode(
      paymentPsbt(
        [
          { script: payment.script, amount: 100_000n },
          { script: ordinals.script, amount: 50_000n },
          { script: stranger.script, amount: 20_000n },
        ],
        { address: receiver, amount: 150_000n },
      ),
    )

  it('signs the asked inputs with the key of the address each spends from, and leaves them unfinalized', () => {
    const tx = signBitcoinPsbt(key, 'regtest', psbt(), [
      { index: 0, address: payment.address },
      { index: 1, address: ordinals.address },
    ])
    expect(verifiesP2wpkh(tx, 0)).toBe(true)
    expect(verifiesP2tr(tx, 1)).toBe(true)
    expect(tx.getInput(0).finalScriptWitness).toBeUndefined()
    expect(tx.getInput(2).partialSig).toBeUndefined()
    // The answer travels as a PSBT and keeps the signatures.
    expect(verifiesP2wpkh(readPsbt(tx.toPSBT()), 0)).toBe(true)
  })

  it('signs every input of its own when none are named, and finalizes on request', () => {
    const tx = signBitcoinPsbt(key, 'regtest', psbt(), undefined, { finalize: true })
    expect(tx.getInput(0).finalScriptWitness).toHaveLength(2)
    expect(tx.getInput(1).finalScriptWitness).toHaveLength(1)
    expect(tx.getInput(2).finalScriptWitness).toBeUndefined()
  })

  it('refuses an input of another key, an address it does not hold, and a missing input', () => {
    expect(() => signBitcoinPsbt(key, 'regtest', psbt(), [{ index: 2 }])).toThrow(
      /does not spend from this wallet/,
    )
    expect(() => signBitcoinPsbt(key, 'regtest', psbt(), [{ index: 2, address: stranger.address }])).toThrow(
      expect.objectContaining({ code: 4100 }),
    )
    expect(() => signBitcoinPsbt(key, 'regtest', psbt(), [{ index: 0, address: ordinals.address }])).toThrow(
      /does not spend from/,
    )
    expect(() => signBitcoinPsbt(key, 'regtest', psbt(), [{ index: 7 }])).toThrow(/no input 7/)
  })

  it('signs with a requested sighash type (ALL|ANYONECANPAY)', () => {
    const tx = signBitcoinPsbt(key, 'regtest', psbt(), [{ index: 0, sighashTypes: [0x81] }])
    expect(tx.getInput(0).partialSig?.[0]?.[1].at(-1)).toBe(0x81)
  })
})

describe('summarizeBitcoinPsbt', () => {
  it('names the spent addresses, the paid ones with amounts, and the fee', () => {
    const summary = summarizeBitcoinPsbt(
      paymentPsbt([{ script: payment.script, amount: 100_000n }], { address: receiver, amount: 90_000n }),
      'regtest',
    )
    expect(summary).toEqual({
      inputs: [{ address: payment.address, sats: 100_000n }],
      outputs: [{ address: receiver, memo: undefined, sats: 90_000n }],
      feeSats: 10_000n,
    })
  })
})
