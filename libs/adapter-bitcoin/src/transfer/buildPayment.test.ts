import { describe, expect, it } from 'vitest'
import { p2wsh, Transaction } from '@scure/btc-signer'
import {
  bitcoinAddressFormat,
  bitcoin,
  isGatehouseError,
  nodeErrorMessage,
  rpcErrorCode,
} from '@gatehouse/common'
import { base64Of, bytesOfBase64 } from '../encoding/bytes'
import { defined, regtest, signPsbt, testKey, txidOf } from '../testing/testKeys'
import { paymentPsbt, planPayment, receiverScriptOf } from './buildPayment'
import type { Coin } from './coinSelection'
import { finalizeSignedPsbt } from './finalizePayment'
import { needsPublicKey, paymentSpendOf } from './paymentSpend'
import { InsufficientFundsError } from './transferErrors'

const key = testKey(1)
const receiver = testKey(2)
const coins: Coin[] = [
  { txid: txidOf(1), vout: 0, value: 300_000_000n, confirmed: true },
  { txid: txidOf(2), vout: 1, value: 200_000_000n, confirmed: true },
]

/** Plans, builds, signs with the real key and finalizes: what the adapter does around the wallet. */
function payAndSign(from: string, publicKey: string | undefined, amount: bigint, feeRate = 4, previous = {}) {
  const spend = paymentSpendOf(from, publicKey, regtest)
  const plan = planPayment({
    spend,
    receiverScript: receiverScriptOf(receiver.wpkh, regtest, 'Bitcoin Regtest'),
    amount,
    feeRate,
    coins,
  })
  const psbt = paymentPsbt(plan, previous)
  const signed = signPsbt(key.privateKey, base64Of(psbt))
  const final = finalizeSignedPsbt(psbt, signed)
  return {
    plan,
    psbt,
    final,
    tx: Transaction.fromRaw(Buffer.from(final.hex, 'hex'), { allowUnknownOutputs: true }),
  }
}

describe('building a payment', () => {
  it('pays the receiver and returns the change to a P2WPKH payment address', () => {
    const { plan, psbt, final, tx } = payAndSign(key.wpkh, undefined, 100_000_000n)
    const unsigned = Transaction.fromPSBT(psbt)
    expect(unsigned.inputsLength).toBe(1)
    expect(unsigned.getInput(0)).toMatchObject({ index: 0, witnessUtxo: { amount: 300_000_000n } })
    expect(Buffer.from(defined(unsigned.getInput(0).txid)).toString('hex')).toBe(txidOf(1))
    expect(unsigned.getOutputAddress(0, regtest)).toBe(receiver.wpkh)
    expect(unsigned.getOutput(0).amount).toBe(100_000_000n)
    expect(unsigned.getOutputAddress(1, regtest)).toBe(key.wpkh)
    expect(unsigned.getOutput(1).amount).toBe(plan.change)
    expect(plan.change).toBe(300_000_000n - 100_000_000n - plan.fee)
    // The signed transaction: the fee asked for, at least the rate asked for.
    const paid = 300_000_000n - defined(tx.getOutput(0).amount) - defined(tx.getOutput(1).amount)
    expect(paid).toBe(plan.fee)
    expect(Number(plan.fee) / tx.vsize).toBeGreaterThanOrEqual(4)
    expect(final.txid).toBe(tx.id)
    expect(tx.getInput(0).finalScriptWitness).toHaveLength(2)
  })

  it('spends a P2SH-P2WPKH address with its redeem script', () => {
    expect(needsPublicKey(key.shWpkh, regtest)).toBe(true)
    const { plan, tx } = payAndSign(key.shWpkh, key.publicKey, 50_000n, 2)
    expect(tx.getInput(0).finalScriptSig?.length).toBe(23)
    expect(Number(plan.fee) / tx.vsize).toBeGreaterThanOrEqual(2)
  })

  it('spends a taproot address by key path, given its internal key (x-only or compressed)', () => {
    for (const publicKey of [key.xOnlyKey, key.publicKey]) {
      const { plan, tx } = payAndSign(key.tr, publicKey, 50_000n, 3)
      expect(tx.getInput(0).finalScriptWitness).toHaveLength(1)
      expect(Number(plan.fee) / tx.vsize).toBeGreaterThanOrEqual(3)
    }
  })

  it('spends a legacy P2PKH address with each input’s previous transaction', () => {
    // A real previous transaction paying the P2PKH address, made from a P2WPKH coin.
    const previous = new Transaction({ allowUnknownInputs: true })
    previous.addInput({
      txid: txidOf(9),
      index: 0,
      witnessUtxo: { script: paymentSpendOf(key.wpkh, undefined, regtest).script, amount: 400_000n },
    })
    previous.addOutputAddress(key.pkh, 390_000n, regtest)
    previous.signIdx(key.privateKey, 0)
    previous.finalize()
    const spend = paymentSpendOf(key.pkh, undefined, regtest)
    const plan = planPayment({
      spend,
      receiverScript: receiverScriptOf(receiver.wpkh, regtest, 'Bitcoin Regtest'),
      amount: 100_000n,
      feeRate: 1,
      coins: [{ txid: previous.id, vout: 0, value: 390_000n, confirmed: true }],
    })
    expect(() => paymentPsbt(plan)).toThrow('previous transaction')
    const psbt = paymentPsbt(plan, { [previous.id]: previous.hex })
    const final = finalizeSignedPsbt(psbt, signPsbt(key.privateKey, base64Of(psbt)))
    const tx = Transaction.fromRaw(Buffer.from(final.hex, 'hex'))
    expect(tx.vsize).toBeLessThanOrEqual(Number(plan.fee))
  })

  it('refuses a receiver of another network or with a bad checksum, naming the network', () => {
    const mainnetAddress = testKey(3).wpkh.replace('bcrt1', 'bc1')
    expect(() => receiverScriptOf(mainnetAddress, regtest, 'Bitcoin Regtest')).toThrow(
      `The receiver ${mainnetAddress} is not an address on Bitcoin Regtest`,
    )
    const typo = receiver.wpkh.slice(0, -1) + (receiver.wpkh.endsWith('q') ? 'p' : 'q')
    const error = (() => {
      try {
        receiverScriptOf(typo, regtest, 'Bitcoin Regtest')
      } catch (caught) {
        return caught
      }
    })()
    expect(rpcErrorCode(error)).toBe(-32602)
    expect(() =>
      receiverScriptOf(receiver.wpkh, defined(bitcoinAddressFormat(bitcoin.caipNetworkId)), 'Bitcoin'),
    ).toThrow('is not an address on Bitcoin')
  })

  it('refuses an amount under the receiver’s dust limit, and a fee rate that is not positive', () => {
    const spend = paymentSpendOf(key.wpkh, undefined, regtest)
    const receiverScript = receiverScriptOf(receiver.wpkh, regtest, 'Bitcoin Regtest')
    expect(() => planPayment({ spend, receiverScript, amount: 293n, feeRate: 1, coins })).toThrow(
      'The amount must be at least 294 sats for this receiver',
    )
    expect(() => planPayment({ spend, receiverScript, amount: 0n, feeRate: 1, coins })).toThrow('above zero')
    expect(() => planPayment({ spend, receiverScript, amount: 1_000n, feeRate: 0, coins })).toThrow(
      'fee rate',
    )
    expect(() => planPayment({ spend, receiverScript, amount: 1_000n, feeRate: Number.NaN, coins })).toThrow(
      'fee rate',
    )
  })

  it('says how much is missing, in words the error catalogue recognises', () => {
    const spend = paymentSpendOf(key.wpkh, undefined, regtest)
    const receiverScript = receiverScriptOf(receiver.wpkh, regtest, 'Bitcoin Regtest')
    const error = (() => {
      try {
        planPayment({ spend, receiverScript, amount: 500_000_000n, feeRate: 1, coins })
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(InsufficientFundsError)
    expect(error).toMatchObject({ available: 500_000_000n })
    expect((error as InsufficientFundsError).required).toBeGreaterThan(500_000_000n)
    expect(nodeErrorMessage(error)).toBe('Insufficient funds for gas and value.')
  })

  it('refuses payment addresses it cannot spend, or a key that does not make the address', () => {
    const multisig = defined(
      p2wsh({ type: 'wpkh', script: new Uint8Array([0x51]) } as never, regtest).address,
    )
    expect(() => paymentSpendOf(multisig, undefined, regtest)).toThrow('WSH addresses are not supported')
    expect(() => paymentSpendOf(key.tr, undefined, regtest)).toThrow(
      'needs the wallet to share its public key',
    )
    expect(() => paymentSpendOf(key.tr, testKey(5).xOnlyKey, regtest)).toThrow('internal key')
    expect(() => paymentSpendOf(key.shWpkh, testKey(5).publicKey, regtest)).toThrow('P2SH-wrapped P2WPKH')
  })
})

describe('finalizing what the wallet signed', () => {
  const spend = paymentSpendOf(key.wpkh, undefined, regtest)
  const plan = planPayment({
    spend,
    receiverScript: receiverScriptOf(receiver.wpkh, regtest, 'Bitcoin Regtest'),
    amount: 10_000n,
    feeRate: 1,
    coins,
  })
  const psbt = paymentPsbt(plan)

  it('refuses a PSBT the wallet changed, one it did not sign, and one it cannot read', () => {
    const changed = Transaction.fromPSBT(psbt)
    changed.updateOutput(0, { amount: 20_000n })
    const tampered = signPsbt(key.privateKey, base64Of(changed.toPSBT()))
    expect(() => finalizeSignedPsbt(psbt, tampered)).toThrow(
      'The wallet sent an answer Gatehouse cannot read. Try again, or use another wallet.',
    )
    const unsigned = (() => {
      try {
        finalizeSignedPsbt(psbt, base64Of(psbt))
      } catch (caught) {
        return caught
      }
    })()
    expect(isGatehouseError(unsigned, 'WalletAnswerUnreadable')).toBe(true)
    expect(() => finalizeSignedPsbt(psbt, 'bm90IGEgcHNidA==')).toThrow('cannot read')
  })

  it('takes a PSBT the wallet finalized already', () => {
    const tx = Transaction.fromPSBT(bytesOfBase64(signPsbt(key.privateKey, base64Of(psbt))))
    tx.finalize()
    const final = finalizeSignedPsbt(psbt, base64Of(tx.toPSBT()))
    expect(final.hex).toBe(tx.hex)
  })
})
