import { RpcErrorCode } from '@gatehouse/common'
import { WalletRpcError } from '../requests/WalletRpcError'

/** An unspent output as mempool.space's `GET /address/:a/utxo` lists it. */
export interface BitcoinUtxo {
  txid: string
  vout: number
  /** Satoshis. */
  value: number
  status?: { confirmed: boolean }
}

async function call(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init)
  } catch (error) {
    throw new WalletRpcError(
      RpcErrorCode.CHAIN_DISCONNECTED,
      `The Bitcoin node at ${new URL(url).origin} cannot be reached: ${(error as Error).message}`,
    )
  }
}

/** The address's unspent outputs, mempool ones included, from a mempool.space-style REST base. */
export async function fetchBitcoinUtxos(restUrl: string, address: string): Promise<BitcoinUtxo[]> {
  const response = await call(`${restUrl}/address/${encodeURIComponent(address)}/utxo`)
  if (!response.ok) {
    throw new WalletRpcError(
      RpcErrorCode.INTERNAL_ERROR,
      `The Bitcoin node could not list the coins of ${address}: ${await response.text()}`,
    )
  }
  return (await response.json()) as BitcoinUtxo[]
}

/** The node's "half an hour" fee rate in sat/vB (`GET /v1/fees/recommended`), at least 1. */
export async function fetchBitcoinFeeRate(restUrl: string): Promise<bigint> {
  const response = await call(`${restUrl}/v1/fees/recommended`)
  if (!response.ok) return 2n
  const fees = (await response.json()) as { halfHourFee?: unknown }
  const rate = Number(fees.halfHourFee)
  return BigInt(Number.isFinite(rate) && rate >= 1 ? Math.ceil(rate) : 1)
}

/** Broadcasts a raw transaction (`POST /tx`, hex body); answers its txid or the node's refusal. */
export async function broadcastBitcoinTransaction(restUrl: string, rawHex: string): Promise<string> {
  const response = await call(`${restUrl}/tx`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: rawHex,
  })
  const text = (await response.text()).trim()
  if (!response.ok) {
    throw new WalletRpcError(
      RpcErrorCode.TRANSACTION_REJECTED,
      `The Bitcoin node refused the transaction: ${text}`,
    )
  }
  return text
}

/** The three calls a wallet makes to a Bitcoin node: its coins, the fee rate, and broadcasting. */
export interface BitcoinRestClient {
  utxos(address: string): Promise<BitcoinUtxo[]>
  feeRate(): Promise<bigint>
  /** Answers the txid. */
  broadcast(rawHex: string): Promise<string>
}

/** The client of a mempool.space-style REST base, e.g. `http://127.0.0.1:18445/api`. */
export function bitcoinRestClient(restUrl: string): BitcoinRestClient {
  return {
    utxos: (address) => fetchBitcoinUtxos(restUrl, address),
    feeRate: () => fetchBitcoinFeeRate(restUrl),
    broadcast: (rawHex) => broadcastBitcoinTransaction(restUrl, rawHex),
  }
}
