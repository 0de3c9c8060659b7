import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { bitcoinNetworkFormat, type BitcoinNetworkName } from './bitcoinNetworks'

/** A PSBT spending one made-up coin per `from` script (txid n repeated) and paying `to`, for tests. */
export function paymentPsbt(
  from: readonly { script: Uint8Array; amount: bigint }[],
  to: { address: string; amount: bigint },
  network: BitcoinNetworkName = 'regtest',
): string {
  const tx = new Transaction()
  from.forEach((coin, index) =>
    tx.addInput({
      txid: String(index + 1).repeat(64),
      index: 0,
      witnessUtxo: { script: coin.script, amount: coin.amount },
    }),
  )
  tx.addOutputAddress(to.address, to.amount, bitcoinNetworkFormat(network))
  return base64.encode(tx.toPSBT())
}
