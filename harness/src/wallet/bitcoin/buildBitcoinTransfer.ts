import { RpcErrorCode } from '@gatehouse/common'
import { Script, Transaction } from '@scure/btc-signer'
import { WalletRpcError } from '../requests/WalletRpcError'
import type { BitcoinKeyAddress } from './bitcoinKey'
import { bitcoinNetworkFormat, type BitcoinNetworkName } from './bitcoinNetworks'
import type { BitcoinUtxo } from './bitcoinRest'

/** Outputs below this many satoshis are dust that nodes do not relay. */
export const bitcoinDustLimit = 546n

/** A payment the wallet builds itself from its coins. */
export interface BitcoinTransferRequest {
  /** The paying address (the wallet's P2WPKH one): its coins fund the payment and take the change. */
  from: BitcoinKeyAddress
  utxos: readonly BitcoinUtxo[]
  recipients: readonly { address: string; amount: bigint }[]
  /** Satoshis per virtual byte. */
  feeRate: bigint
  network: BitcoinNetworkName
  /** Where the change goes; `from` by default. */
  changeAddress?: string
  /** Bytes for an OP_RETURN output (at most 80). */
  memo?: Uint8Array
}

function invalid(message: string): WalletRpcError {
  return new WalletRpcError(RpcErrorCode.INVALID_PARAMS, message)
}

/** An upper bound of the virtual size: P2WPKH inputs, outputs counted as P2TR ones (the largest). */
function virtualSize(inputs: number, outputs: number, memo: Uint8Array | undefined): bigint {
  return BigInt(11 + inputs * 68 + outputs * 43 + (memo ? 11 + memo.length : 0))
}

/**
 * Builds the unsigned payment: the largest coins first until they cover the amounts and the fee,
 * change back (dropped to the fee when it would be dust). Throws -32602 for an address of another
 * network, an amount below the dust limit, or coins that do not cover it.
 */
export function buildBitcoinTransfer(request: BitcoinTransferRequest): Transaction {
  const { from, network, memo } = request
  if (request.recipients.length === 0) throw invalid('The transfer names no recipient.')
  if (memo && memo.length > 80) throw invalid('The memo is longer than 80 bytes.')
  const format = bitcoinNetworkFormat(network)
  const tx = new Transaction({ allowUnknownOutputs: true })
  const wanted = request.recipients.reduce((sum, recipient) => {
    if (recipient.amount < bitcoinDustLimit) {
      throw invalid(`${recipient.amount} sats is below the dust limit of ${bitcoinDustLimit}.`)
    }
    try {
      tx.addOutputAddress(recipient.address, recipient.amount, format)
    } catch {
      throw invalid(`${recipient.address} is not a Bitcoin ${network} address.`)
    }
    return sum + recipient.amount
  }, 0n)
  if (memo) tx.addOutput({ script: Script.encode(['RETURN', memo]), amount: 0n })
  const outputs = request.recipients.length + 1
  const coins = [...request.utxos].sort((a, b) => b.value - a.value)
  let total = 0n
  let used = 0
  for (const coin of coins) {
    if (total >= wanted + request.feeRate * virtualSize(used, outputs, memo)) break
    tx.addInput({
      txid: coin.txid,
      index: coin.vout,
      witnessUtxo: { script: from.script, amount: BigInt(coin.value) },
    })
    total += BigInt(coin.value)
    used++
  }
  const fee = request.feeRate * virtualSize(used, outputs, memo)
  if (total < wanted + fee) {
    throw invalid(
      `Insufficient funds: ${from.address} holds ${total} sats, the transfer needs ${wanted + fee}.`,
    )
  }
  const change = total - wanted - fee
  if (change >= bitcoinDustLimit) {
    try {
      tx.addOutputAddress(request.changeAddress ?? from.address, change, format)
    } catch {
      throw invalid(`${request.changeAddress} is not a Bitcoin ${network} address.`)
    }
  }
  return tx
}
