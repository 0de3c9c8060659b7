import type { SqlDatabase } from '../database/SqlDatabase'

/** An order of the on-ramp sandbox. */
export interface OnrampOrder {
  id: string
  provider: 'coinbase' | 'meld'
  projectId: string
  chainId: string
  /** An EVM address in lower case; a Solana address as it is (base58 is case-sensitive). */
  address: string
  /** The ERC-20 contract or SPL mint; undefined for the native currency. */
  tokenAddress: string | undefined
  tokenSymbol: string
  tokenDecimals: number
  /** Base units. */
  tokenAmount: bigint
  fiatCurrency: string
  fiatTotal: string
  providerFee: string
  networkFee: string
  status: 'open' | 'paying' | 'paid'
  txHash: string | undefined
}

interface OrderRow {
  id: string
  provider: OnrampOrder['provider']
  project_id: string
  chain_id: string
  address: string
  token_address: string | null
  token_symbol: string
  token_decimals: number
  token_amount: string
  fiat_currency: string
  fiat_total: string
  provider_fee: string
  network_fee: string
  status: OnrampOrder['status']
  tx_hash: string | null
}

const columns = `id, provider, project_id, chain_id, address, token_address, token_symbol, token_decimals,
  token_amount::text AS token_amount, fiat_currency, fiat_total, provider_fee, network_fee, status, tx_hash`

function orderOf(row: OrderRow): OnrampOrder {
  return {
    id: row.id,
    provider: row.provider,
    projectId: row.project_id,
    chainId: row.chain_id,
    address: row.address,
    tokenAddress: row.token_address ?? undefined,
    tokenSymbol: row.token_symbol,
    tokenDecimals: row.token_decimals,
    tokenAmount: BigInt(row.token_amount),
    fiatCurrency: row.fiat_currency,
    fiatTotal: row.fiat_total,
    providerFee: row.provider_fee,
    networkFee: row.network_fee,
    status: row.status,
    txHash: row.tx_hash ?? undefined,
  }
}

// Hexadecimal (EVM addresses and hashes) is stored in lower case; base58 (Solana) as it is.
const stored = (text: string) => (/^0x[0-9a-fA-F]*$/.test(text) ? text.toLowerCase() : text)

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The orders of the sandbox, in the database (never in memory: any instance may serve the checkout). */
export function createOnrampOrderStore(database: SqlDatabase) {
  return {
    /** Stores a new open order and answers its id. */
    async create(order: Omit<OnrampOrder, 'id' | 'status' | 'txHash'>): Promise<string> {
      const id = crypto.randomUUID()
      await database.query(
        `INSERT INTO onramp_orders (id, provider, project_id, chain_id, address, token_address, token_symbol,
           token_decimals, token_amount, fiat_currency, fiat_total, provider_fee, network_fee, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'open', $14)`,
        [
          id,
          order.provider,
          order.projectId,
          order.chainId,
          stored(order.address),
          order.tokenAddress === undefined ? null : stored(order.tokenAddress),
          order.tokenSymbol,
          order.tokenDecimals,
          order.tokenAmount.toString(),
          order.fiatCurrency,
          order.fiatTotal,
          order.providerFee,
          order.networkFee,
          Date.now(),
        ],
      )
      return id
    },

    /** The order of an id; undefined for an unknown id or one that is not an id. */
    async get(id: string): Promise<OnrampOrder | undefined> {
      if (!uuidPattern.test(id)) return undefined
      const { rows } = await database.query<OrderRow>(`SELECT ${columns} FROM onramp_orders WHERE id = $1`, [
        id,
      ])
      return rows[0] ? orderOf(rows[0]) : undefined
    },

    /** Moves an open order to paying, atomically: undefined when it was not open (paid, or paid twice at once). */
    async claim(id: string): Promise<OnrampOrder | undefined> {
      const { rows } = await database.query<OrderRow>(
        `UPDATE onramp_orders SET status = 'paying' WHERE id = $1 AND status = 'open' RETURNING ${columns}`,
        [id],
      )
      return rows[0] ? orderOf(rows[0]) : undefined
    },

    /** Records the transfer that paid an order. */
    async markPaid(id: string, txHash: string): Promise<void> {
      await database.query(
        `UPDATE onramp_orders SET status = 'paid', tx_hash = $2, paid_at = $3 WHERE id = $1`,
        [id, stored(txHash), Date.now()],
      )
    },

    /** Opens an order again after its transfer failed. */
    async reopen(id: string): Promise<void> {
      await database.query(`UPDATE onramp_orders SET status = 'open' WHERE id = $1 AND status = 'paying'`, [
        id,
      ])
    },
  }
}

export type OnrampOrderStore = ReturnType<typeof createOnrampOrderStore>

/** The providers of the paid orders among a chain's transaction hashes (lower case), by hash. */
export async function onrampProvidersOf(
  database: SqlDatabase,
  chainId: string,
  hashes: readonly string[],
): Promise<Map<string, OnrampOrder['provider']>> {
  if (hashes.length === 0) return new Map()
  const { rows } = await database.query<{ tx_hash: string; provider: OnrampOrder['provider'] }>(
    `SELECT tx_hash, provider FROM onramp_orders
     WHERE chain_id = $1 AND status = 'paid' AND tx_hash = ANY($2::text[])`,
    [chainId, hashes],
  )
  return new Map(rows.map((row) => [row.tx_hash, row.provider]))
}

/**
 * The transaction hashes (Solana signatures) of the paid orders of a provider for an address on a
 * chain, newest first: its purchases, for a history that shows only them.
 */
export async function onrampPurchaseHashes(
  database: SqlDatabase,
  query: { chainId: string; address: string; provider: string },
): Promise<string[]> {
  const { rows } = await database.query<{ tx_hash: string }>(
    `SELECT tx_hash FROM onramp_orders
     WHERE chain_id = $1 AND address = $2 AND provider = $3 AND status = 'paid' AND tx_hash IS NOT NULL
     ORDER BY paid_at DESC, id`,
    [query.chainId, stored(query.address), query.provider],
  )
  return rows.map((row) => row.tx_hash)
}
