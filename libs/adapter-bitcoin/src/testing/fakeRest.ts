import type { Utxo } from '../rest/mempoolRest'

/** What the fake REST API answers and what it was asked: a mempool.space-style API in memory. */
export interface FakeRestState {
  utxos: Record<string, Utxo[]>
  fees: { fastestFee: number; halfHourFee: number; hourFee: number; economyFee: number; minimumFee: number }
  /** Raw transactions by txid (`/tx/:txid/hex`). */
  rawTransactions: Record<string, string>
  /** `/tx/:txid/status` answers in turn per txid; the last one repeats. 'unknown' answers 404. */
  statuses: Record<string, ('confirmed' | 'unconfirmed' | 'unknown' | 'error')[]>
  /** Answers the next broadcast with 400 and this text. */
  refuse?: string | undefined
  broadcasts: string[]
  requests: string[]
}

/**
 * A `fetch` for one REST base that answers the routes of tools/src/bitcoin/README.md from memory:
 * the unit tests' stand-in for the local chain (the e2e tests run the real one).
 */
export function fakeRest(base: string, broadcastTxid: (hex: string) => string) {
  const state: FakeRestState = {
    utxos: {},
    fees: { fastestFee: 5, halfHourFee: 4, hourFee: 3, economyFee: 2, minimumFee: 1 },
    rawTransactions: {},
    statuses: {},
    broadcasts: [],
    requests: [],
  }
  const text = (body: string, status = 200) => new Response(body, { status })
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 })

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    state.requests.push(`${method} ${url.slice(base.length)}`)
    if (!url.startsWith(base)) return text('Not found', 404)
    const path = url.slice(base.length)
    let match: RegExpExecArray | null
    if ((match = /^\/address\/([^/]+)\/utxo$/.exec(path))) {
      const address = decodeURIComponent(match[1] ?? '')
      if (!/^(bcrt|tb|bc)1/.test(address) && !/^[123mn]/.test(address))
        return text('Invalid Bitcoin address', 400)
      return json(state.utxos[address] ?? [])
    }
    if (path === '/v1/fees/recommended') return json(state.fees)
    if ((match = /^\/tx\/([0-9a-f]{64})\/hex$/.exec(path))) {
      const raw = state.rawTransactions[match[1] ?? '']
      return raw ? text(raw) : text('Transaction not found', 404)
    }
    if ((match = /^\/tx\/([0-9a-f]{64})\/status$/.exec(path))) {
      const answers = state.statuses[match[1] ?? ''] ?? ['unknown']
      const answer = answers.length > 1 ? answers.shift() : answers[0]
      if (answer === 'unknown') return text('Transaction not found', 404)
      if (answer === 'error') return text('Internal Server Error', 500)
      return json(
        answer === 'confirmed'
          ? { confirmed: true, block_height: 434, block_hash: '00'.repeat(32), block_time: 1 }
          : { confirmed: false },
      )
    }
    if (path === '/tx' && method === 'POST') {
      const hex = String(init?.body ?? '')
      if (state.refuse !== undefined) {
        const reason = state.refuse
        state.refuse = undefined
        return text(`sendrawtransaction RPC error: {"code":-26,"message":"${reason}"}`, 400)
      }
      state.broadcasts.push(hex)
      return text(broadcastTxid(hex))
    }
    return text('Not found', 404)
  }
  return { state, fetch: fetch as typeof globalThis.fetch }
}
