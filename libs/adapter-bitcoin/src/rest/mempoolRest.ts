import { ErrorMessage, GatehouseError, RpcErrorCode, Timing, type Network } from '@gatehouse/common'

/** An unspent output as a mempool.space-style API lists it (value in satoshis). */
export interface Utxo {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean }
}

/** The fee rates (sat/vB) of `/v1/fees/recommended`. */
export interface FeeRates {
  fastestFee: number
  halfHourFee: number
  hourFee: number
  economyFee: number
  minimumFee: number
}

/** Where a transaction is: in a block, in the mempool, or unknown to the node. */
export type TransactionStatus = 'confirmed' | 'unconfirmed' | 'unknown'

/** The node refused a transaction (`POST /tx` answered 400); `reason` is the node's own words. */
export class BitcoinBroadcastError extends Error {
  override readonly name = 'BitcoinBroadcastError'
  /** JSON-RPC's "transaction rejected" (docs/reference/messages.md#rpc-codes), so the kit shows the message. */
  readonly code = RpcErrorCode.TRANSACTION_REJECTED

  constructor(readonly reason: string) {
    super(`The node refused the transaction: ${reason}`)
  }
}

/** A network's REST base: its first `rpcUrls.default.http` URL, without a trailing slash. */
export function restBaseOf(network: Network): string {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new GatehouseError('NetworkNotFound', ErrorMessage.networkNotFound)
  return url.replace(/\/+$/, '')
}

/** The node's reason in an esplora error text (`sendrawtransaction RPC error: {"code":-26,"message":…}`). */
export function nodeReasonOf(text: string): string {
  const json = text.indexOf('{')
  if (json >= 0) {
    try {
      const message = (JSON.parse(text.slice(json)) as { message?: unknown }).message
      if (typeof message === 'string' && message !== '') return message
    } catch {
      // Not JSON after all: the text is the reason.
    }
  }
  return text.trim() || 'no reason given'
}

function failed(detail: string, cause?: unknown): GatehouseError {
  return new GatehouseError('HttpRequestFailed', ErrorMessage.httpRequestFailed, {
    cause: new Error(detail, { cause }),
  })
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0

/** The UTXOs of an answer, checked entry by entry. */
export function utxosOf(body: unknown): Utxo[] {
  if (!Array.isArray(body)) throw failed('the UTXO list is not an array')
  return body.map((entry: unknown) => {
    const utxo = entry as Partial<Utxo> | null
    if (
      typeof utxo?.txid !== 'string' ||
      !/^[0-9a-f]{64}$/i.test(utxo.txid) ||
      !isCount(utxo.vout) ||
      !isCount(utxo.value)
    )
      throw failed(`an unreadable UTXO: ${JSON.stringify(entry)}`)
    return {
      txid: utxo.txid.toLowerCase(),
      vout: utxo.vout,
      value: utxo.value,
      status: { confirmed: utxo.status?.confirmed === true },
    }
  })
}

function feeRatesOf(body: unknown): FeeRates {
  const rates = body as Partial<Record<keyof FeeRates, unknown>> | null
  const keys: (keyof FeeRates)[] = ['fastestFee', 'halfHourFee', 'hourFee', 'economyFee', 'minimumFee']
  const out = {} as FeeRates
  for (const key of keys) {
    const value = rates?.[key]
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
      throw failed(`no ${key} in the fee rates`)
    out[key] = value
  }
  return out
}

/**
 * A client of a mempool.space / esplora REST API at `base` (`…/api`): UTXOs, fee rates, raw
 * transactions, broadcast and status. Each request gives up after the kit's HTTP timeout (docs/reference/limits.md#timings).
 */
export function createMempoolRest(
  base: string,
  fetcher: typeof fetch = (...args) => globalThis.fetch(...args),
) {
  async function call(path: string, init?: RequestInit): Promise<Response> {
    try {
      return await fetcher(`${base}${path}`, { ...init, signal: AbortSignal.timeout(Timing.httpTimeout) })
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === 'TimeoutError')
        throw new GatehouseError('HttpTimeout', ErrorMessage.requestTimedOut, { cause: error })
      throw failed(`${init?.method ?? 'GET'} ${base}${path}`, error)
    }
  }

  async function json(path: string): Promise<unknown> {
    const response = await call(path)
    if (!response.ok) throw failed(`GET ${base}${path}: ${response.status} ${await response.text()}`)
    try {
      return await response.json()
    } catch (error) {
      throw failed(`GET ${base}${path}: not JSON`, error)
    }
  }

  async function text(path: string): Promise<string> {
    const response = await call(path)
    if (!response.ok) throw failed(`GET ${base}${path}: ${response.status} ${await response.text()}`)
    return (await response.text()).trim()
  }

  return {
    /** The address's unspent outputs, mempool ones included. */
    getUtxos: async (address: string) => utxosOf(await json(`/address/${encodeURIComponent(address)}/utxo`)),

    getFeeRates: async () => feeRatesOf(await json('/v1/fees/recommended')),

    /** A transaction's raw hex (a legacy input's whole previous transaction). */
    getTransactionHex: (txid: string) => text(`/tx/${encodeURIComponent(txid)}/hex`),

    /**
     * Sends a raw transaction; resolves with its txid.
     * @throws BitcoinBroadcastError with the node's reason when the node refuses it (400).
     */
    async broadcast(rawHex: string): Promise<string> {
      const response = await call('/tx', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: rawHex,
      })
      const body = (await response.text()).trim()
      if (response.status === 400) throw new BitcoinBroadcastError(nodeReasonOf(body))
      if (!response.ok) throw failed(`POST ${base}/tx: ${response.status} ${body}`)
      if (!/^[0-9a-f]{64}$/i.test(body)) throw failed(`POST ${base}/tx answered ${body}`)
      return body.toLowerCase()
    },

    /** Whether the transaction is in a block, in the mempool, or unknown to the node (404). */
    async getTransactionStatus(txid: string): Promise<TransactionStatus> {
      const response = await call(`/tx/${encodeURIComponent(txid)}/status`)
      if (response.status === 404) return 'unknown'
      if (!response.ok) throw failed(`GET status of ${txid}: ${response.status} ${await response.text()}`)
      const status = (await response.json().catch(() => undefined)) as { confirmed?: unknown } | undefined
      if (typeof status?.confirmed !== 'boolean') throw failed(`an unreadable status of ${txid}`)
      return status.confirmed ? 'confirmed' : 'unconfirmed'
    },
  }
}

/** A client of one REST API. */
export type MempoolRest = ReturnType<typeof createMempoolRest>
