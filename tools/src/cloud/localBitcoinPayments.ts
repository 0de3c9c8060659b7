import { bitcoinKey, bitcoinRestClient, buildBitcoinTransfer } from '@gatehouse/harness/wallet/node'

// Regtest has no fee market: 2 sat/vB is above the node's 1 sat/vB minimum relay fee.
const feeRate = 2n

/** A P2WPKH key on the local Bitcoin chain that pays from its own coins. */
export interface LocalBitcoinPayer {
  address: string
  /**
   * Pays `sats` to `to` from the address's coins (largest first, as the REST API lists them,
   * unconfirmed ones too) with change back to the address; broadcast through `POST /tx`. Answers
   * the txid and the fee paid.
   */
  pay(to: string, sats: bigint): Promise<{ txid: string; fee: bigint }>
}

/**
 * A payer of the secret key `secretKeyHex` (a development key or a fresh one) on the local Bitcoin
 * chain whose REST base is `restUrl`: the sample wallet's key, transfer builder and REST client.
 */
export function localBitcoinPayer(restUrl: string, secretKeyHex: string): LocalBitcoinPayer {
  const key = bitcoinKey(secretKeyHex)
  const [from] = key.addresses('regtest')
  const rest = bitcoinRestClient(restUrl)
  return {
    address: from.address,
    async pay(to, sats) {
      const utxos = await rest.utxos(from.address)
      const tx = buildBitcoinTransfer({
        from,
        utxos,
        recipients: [{ address: to, amount: sats }],
        feeRate,
        network: 'regtest',
      })
      tx.sign(key.secretKey)
      tx.finalize()
      return { txid: await rest.broadcast(tx.hex), fee: tx.fee }
    },
  }
}
