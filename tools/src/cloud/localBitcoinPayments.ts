import { bitcoinAddressFormat, bitcoinLocalnet } from '@gatehouse/common'
import { secp256k1 } from '@noble/curves/secp256k1'
import { p2wpkh, Transaction } from '@scure/btc-signer'

const regtest = bitcoinAddressFormat(bitcoinLocalnet.caipNetworkId)

// Regtest has no fee market: 2 sat/vB is above the node's 1 sat/vB minimum relay fee.
const feeRate = 2n
const dustLimit = 546n

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

async function rest(restUrl: string, path: string, init?: RequestInit): Promise<string> {
  const response = await fetch(`${restUrl}${path}`, init)
  const text = await response.text()
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path} answered ${response.status}: ${text}`)
  return text
}

/**
 * A payer of the secret key `secretKeyHex` (a development key or a fresh one) on the local Bitcoin
 * chain whose REST base is `restUrl`, signing with @scure/btc-signer.
 */
export function localBitcoinPayer(restUrl: string, secretKeyHex: string): LocalBitcoinPayer {
  const secretKey = Uint8Array.from(Buffer.from(secretKeyHex, 'hex'))
  const payment = p2wpkh(secp256k1.getPublicKey(secretKey, true), regtest)
  const address = payment.address as string
  return {
    address,
    async pay(to, sats) {
      const coins = (
        JSON.parse(await rest(restUrl, `/address/${address}/utxo`)) as {
          txid: string
          vout: number
          value: number
        }[]
      ).sort((a, b) => b.value - a.value)
      const tx = new Transaction()
      let total = 0n
      // An upper bound of the virtual size: 11 + 68 per P2WPKH input + 43 per output (two outputs).
      const feeFor = (inputs: number) => feeRate * BigInt(11 + 68 * inputs + 43 * 2)
      for (const coin of coins) {
        if (total >= sats + feeFor(tx.inputsLength)) break
        tx.addInput({
          txid: coin.txid,
          index: coin.vout,
          witnessUtxo: { script: payment.script, amount: BigInt(coin.value) },
        })
        total += BigInt(coin.value)
      }
      const fee = feeFor(tx.inputsLength)
      if (total < sats + fee) throw new Error(`${address} holds too little to pay ${sats} sats`)
      tx.addOutputAddress(to, sats, regtest)
      const change = total - sats - fee
      if (change >= dustLimit) tx.addOutputAddress(address, change, regtest)
      tx.sign(secretKey)
      tx.finalize()
      const txid = await rest(restUrl, '/tx', { method: 'POST', body: tx.hex })
      return { txid, fee: change >= dustLimit ? fee : total - sats }
    },
  }
}
