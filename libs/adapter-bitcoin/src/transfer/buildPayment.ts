import { Address, OutScript, Transaction } from '@scure/btc-signer'
import type { BitcoinAddressFormat } from '@gatehouse/common'
import { bytesOfHex } from '../encoding/bytes'
import { isSelection, selectCoins, type Coin, type Selection } from './coinSelection'
import type { PaymentSpend } from './paymentSpend'
import { dustThreshold } from './transactionSize'
import { InsufficientFundsError, invalidTransfer } from './transferErrors'

/** A payment decided: the coins, the outputs and the fee. */
export interface PaymentPlan extends Selection {
  spend: PaymentSpend
  receiverScript: Uint8Array
  amount: bigint
}

/**
 * The receiver's output script on the network.
 * @throws InvalidBitcoinTransfer when the address does not decode for the network (checksum included).
 */
export function receiverScriptOf(to: string, format: BitcoinAddressFormat, networkName: string): Uint8Array {
  try {
    return OutScript.encode(Address(format).decode(to))
  } catch {
    throw invalidTransfer(`The receiver ${to} is not an address on ${networkName}`)
  }
}

/**
 * Decides the payment: checks the amount and the fee rate, and selects coins (largest first; change
 * back to the payment address unless it is dust).
 * @throws InvalidBitcoinTransfer for an amount under the receiver's dust limit or a bad fee rate.
 * @throws InsufficientFundsError when the coins cannot pay the amount and the fee.
 */
export function planPayment(params: {
  spend: PaymentSpend
  receiverScript: Uint8Array
  amount: bigint
  feeRate: number
  coins: readonly Coin[]
}): PaymentPlan {
  const { spend, receiverScript, amount, feeRate } = params
  if (typeof amount !== 'bigint' || amount <= 0n) throw invalidTransfer('The amount must be above zero')
  const dust = dustThreshold(receiverScript)
  if (amount < dust) throw invalidTransfer(`The amount must be at least ${dust} sats for this receiver`)
  if (typeof feeRate !== 'number' || !Number.isFinite(feeRate) || feeRate <= 0)
    throw invalidTransfer(`The fee rate ${String(feeRate)} is not a positive number of sat/vB`)
  const selection = selectCoins({
    coins: params.coins,
    kind: spend.kind,
    amount,
    feeRate,
    receiverScriptLength: receiverScript.length,
    changeScriptLength: spend.script.length,
  })
  if (!isSelection(selection)) throw new InsufficientFundsError(selection.available, selection.required)
  return { ...selection, spend, receiverScript, amount }
}

/**
 * The unsigned PSBT of a plan: one input per coin (witness UTXO, redeem script or internal key; for
 * P2PKH the previous transaction from `previousTransactions`, hex by txid), the payment, then the
 * change. Sequence 0xfffffffd: the payment signals replace-by-fee.
 */
export function paymentPsbt(
  plan: PaymentPlan,
  previousTransactions: Readonly<Record<string, string>> = {},
): Uint8Array {
  const tx = new Transaction()
  const { spend } = plan
  for (const coin of plan.inputs) {
    const common = { txid: coin.txid, index: coin.vout }
    if (spend.kind === 'pkh') {
      const raw = previousTransactions[coin.txid]
      if (!raw) throw new Error(`The previous transaction ${coin.txid} is missing`)
      tx.addInput({ ...common, nonWitnessUtxo: bytesOfHex(raw) })
      continue
    }
    tx.addInput({
      ...common,
      witnessUtxo: { script: spend.script, amount: coin.value },
      ...(spend.redeemScript ? { redeemScript: spend.redeemScript } : {}),
      ...(spend.tapInternalKey ? { tapInternalKey: spend.tapInternalKey } : {}),
    })
  }
  tx.addOutput({ script: plan.receiverScript, amount: plan.amount })
  if (plan.change > 0n) tx.addOutput({ script: spend.script, amount: plan.change })
  return tx.toPSBT()
}
