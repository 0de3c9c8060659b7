import { bitcoinAddressFormat, type Network } from '@gatehouse/common'
import type { BitcoinAccountAddress, BitcoinConnector } from '../connectors/BitcoinConnector'
import { base64Of } from '../encoding/bytes'
import type { MempoolRest, Utxo } from '../rest/mempoolRest'
import type { BitcoinTransferRequest } from './bitcoinTransfer'
import { paymentPsbt, planPayment, receiverScriptOf } from './buildPayment'
import { finalizeSignedPsbt } from './finalizePayment'
import { needsPublicKey, paymentSpendOf } from './paymentSpend'
import { invalidTransfer } from './transferErrors'

/** What paying from the session needs. */
export interface PaymentContext {
  connector: BitcoinConnector
  /** The session's payment address. */
  payment: BitcoinAccountAddress
  network: Network
  rest: MempoolRest
  /** The address's UTXOs (the REST API's, or the host's `api.getUTXOs`). */
  getUtxos(address: string): Promise<Utxo[]>
}

/** The payment address's public key: as the session knows it, else as the wallet tells it now. */
async function publicKeyOf(context: PaymentContext): Promise<string | undefined> {
  if (context.payment.publicKey) return context.payment.publicKey
  const addresses = await context.connector.getAccountAddresses()
  return addresses.find((entry) => entry.address === context.payment.address)?.publicKey
}

/**
 * Pays `request.amount` satoshis to `request.to` from the payment address (a token is refused): checks the receiver for
 * the network, reads the UTXOs and the fee rate (the request's, else the half-hour rate), selects
 * coins, builds the PSBT, has the wallet sign every input (broadcast false), finalizes it and
 * broadcasts it through the REST API. Resolves with the txid.
 */
export async function sendBitcoinTransfer(
  context: PaymentContext,
  request: BitcoinTransferRequest,
): Promise<string> {
  const { network, rest, payment } = context
  if (request.token)
    throw invalidTransfer(`${network.name} has no token ${request.token.symbol}: only bitcoin is paid`)
  const format = bitcoinAddressFormat(network.caipNetworkId)
  if (!format) throw invalidTransfer(`Gatehouse does not know how ${network.name} writes addresses`)
  const receiverScript = receiverScriptOf(request.to, format, network.name)
  if (typeof request.amount !== 'bigint' || request.amount <= 0n)
    throw invalidTransfer('The amount must be above zero')
  const publicKey = needsPublicKey(payment.address, format) ? await publicKeyOf(context) : payment.publicKey
  const spend = paymentSpendOf(payment.address, publicKey, format)
  const [utxos, feeRate] = await Promise.all([
    context.getUtxos(payment.address),
    request.feeRate ?? rest.getFeeRates().then((rates) => rates.halfHourFee),
  ])
  const plan = planPayment({
    spend,
    receiverScript,
    amount: request.amount,
    feeRate,
    coins: utxos.map((utxo) => ({
      txid: utxo.txid,
      vout: utxo.vout,
      value: BigInt(utxo.value),
      confirmed: utxo.status.confirmed,
    })),
  })
  const previous: Record<string, string> = {}
  if (spend.kind === 'pkh') {
    const txids = [...new Set(plan.inputs.map((input) => input.txid))]
    const raws = await Promise.all(txids.map((txid) => rest.getTransactionHex(txid)))
    txids.forEach((txid, index) => (previous[txid] = raws[index] ?? ''))
  }
  const psbt = paymentPsbt(plan, previous)
  const signed = await context.connector.signPSBT({
    psbt: base64Of(psbt),
    signInputs: plan.inputs.map((_, index) => ({ address: payment.address, index })),
    broadcast: false,
  })
  const final = finalizeSignedPsbt(psbt, signed.psbt)
  const txid = await rest.broadcast(final.hex)
  if (txid !== final.txid) console.warn(`[gatehouse] the node answered txid ${txid} for ${final.txid}`)
  return txid
}
