import type { BitcoinRestClient } from './bitcoinRest'
import { buildBitcoinTransfer, type BitcoinTransferRequest } from './buildBitcoinTransfer'
import type { BitcoinKey } from './bitcoinKey'
import type { BitcoinNetworkName } from './bitcoinNetworks'

/** A payment from the key's P2WPKH address, as `sendTransfer` asks for it. */
export interface BitcoinTransfer {
  recipients: BitcoinTransferRequest['recipients']
  changeAddress?: string
  memo?: Uint8Array
}

/**
 * Pays `transfer` from the key's payment address on `network`: lists its coins and the fee rate
 * through `rest`, builds and signs the transaction, broadcasts it and answers the txid.
 */
export async function sendBitcoinTransfer(
  key: BitcoinKey,
  network: BitcoinNetworkName,
  rest: BitcoinRestClient,
  transfer: BitcoinTransfer,
): Promise<string> {
  const [from] = key.addresses(network)
  const [utxos, feeRate] = await Promise.all([rest.utxos(from.address), rest.feeRate()])
  const tx = buildBitcoinTransfer({ ...transfer, from, utxos, feeRate, network })
  tx.sign(key.secretKey)
  tx.finalize()
  return rest.broadcast(tx.hex)
}
