import type { SqlDatabase } from '../database/SqlDatabase'

/** A registered name as the profile API answers it (docs/reference/endpoints.md#profile-api); times in seconds since 1970. */
export interface NameRecord {
  name: string
  zone: string
  /** Lower case. */
  address: string
  coinType: number
  attributes: Record<string, string>
  registered: number
  updated: number
}

interface NameRow {
  name: string
  zone: string
  address: string
  coin_type: number
  attributes: Record<string, string>
  registered_at: number
  updated_at: number
}

/** What registering a name did. */
export type RegisterOutcome =
  /** The name is now the address's. */
  | 'registered'
  /** The address already held it (a repeated request): nothing changed. */
  | 'alreadyOwned'
  /** Another address holds it. */
  | 'taken'

const columns = 'name, zone, address, coin_type, attributes, registered_at, updated_at'

function recordOf(row: NameRow): NameRecord {
  return {
    name: row.name,
    zone: row.zone,
    address: row.address,
    coinType: Number(row.coin_type),
    attributes: row.attributes,
    registered: Number(row.registered_at),
    updated: Number(row.updated_at),
  }
}

/**
 * The registered account names, in the service's database so that every instance sees the same
 * ones: a name belongs to the first address that registers it (the primary key decides between two
 * instances registering it at once).
 */
export function createNameStore(database: SqlDatabase) {
  async function find(name: string): Promise<NameRecord | undefined> {
    const { rows } = await database.query<NameRow>(`SELECT ${columns} FROM account_names WHERE name = $1`, [
      name,
    ])
    return rows[0] && recordOf(rows[0])
  }

  return {
    /** The record of a full name (lower case), if registered. */
    find,

    /** The names an address registered, newest first. */
    async ofAddress(address: string): Promise<NameRecord[]> {
      const { rows } = await database.query<NameRow>(
        `SELECT ${columns} FROM account_names WHERE address = $1 ORDER BY registered_at DESC, name`,
        [address.toLowerCase()],
      )
      return rows.map(recordOf)
    },

    /** Which of these full names are registered. */
    async registeredAmong(names: readonly string[]): Promise<Set<string>> {
      const { rows } = await database.query<{ name: string }>(
        'SELECT name FROM account_names WHERE name = ANY($1::text[])',
        [names],
      )
      return new Set(rows.map((row) => row.name))
    },

    /** Registers a name for an address unless another address holds it. */
    async register(
      record: Omit<NameRecord, 'registered' | 'updated'>,
      nowSeconds: number,
    ): Promise<RegisterOutcome> {
      const address = record.address.toLowerCase()
      const inserted = await database.query<{ name: string }>(
        `INSERT INTO account_names (${columns}) VALUES ($1, $2, $3, $4, $5, $6, $6)
         ON CONFLICT (name) DO NOTHING RETURNING name`,
        [record.name, record.zone, address, record.coinType, JSON.stringify(record.attributes), nowSeconds],
      )
      if (inserted.rows.length > 0) return 'registered'
      const holder = await find(record.name)
      return holder?.address === address ? 'alreadyOwned' : 'taken'
    },
  }
}

export type NameStore = ReturnType<typeof createNameStore>
