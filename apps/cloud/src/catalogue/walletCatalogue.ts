import type { SqlDatabase } from '../database/SqlDatabase'
import { loadCatalogueTable } from './catalogueTable'
import type { BadgeType, CatalogueWallet } from './walletEntry'

/** One getWallets question, already validated. */
export interface WalletQuery {
  page: number
  entries: number
  include?: readonly string[]
  exclude?: readonly string[]
  chains?: readonly string[]
  /** Trimmed; empty means no search. */
  search?: string
  badgeType?: BadgeType
}

/** A wallet of the catalogue with its badge. */
export type BadgedWallet = CatalogueWallet & { badge_type: BadgeType }

interface WalletRow {
  entry: CatalogueWallet
  badge_type: BadgeType
  total: number
}

// An absent filter is a NULL parameter, so one SQL text answers every question. An empty
// search term is found at position 1 of every name and starts every name, so it filters nothing.
const filters = `
  FROM catalogue_wallets
  WHERE ($1::text[] IS NULL OR id = ANY($1::text[]))
    AND ($2::text[] IS NULL OR NOT (id = ANY($2::text[])))
    AND ($3::text[] IS NULL OR chains && $3::text[])
    AND ($4::text IS NULL OR badge_type = $4::text)
    AND strpos(search_name, lower($5::text)) > 0`

const pageSql = `
  SELECT entry, badge_type, count(*) OVER () AS total ${filters}
  ORDER BY NOT starts_with(search_name, lower($5::text)), position
  LIMIT $6 OFFSET $7`

const countSql = `SELECT count(*) AS total ${filters}`

function filterParams(query: WalletQuery): unknown[] {
  const listOrNull = (list: readonly string[] | undefined) => (list?.length ? list : null)
  return [
    listOrNull(query.include),
    listOrNull(query.exclude),
    listOrNull(query.chains),
    query.badgeType ?? null,
    query.search ?? '',
  ]
}

const badged = (row: Omit<WalletRow, 'total'>): BadgedWallet => ({ ...row.entry, badge_type: row.badge_type })

/**
 * The wallet catalogue, kept in the catalogue_wallets table: filters (include, exclude, chains,
 * badge), a case-insensitive name search that ranks names starting with the term first, and paging,
 * all in SQL. Results keep the registry's order otherwise. Loads `wallets` into the table first.
 */
export async function createWalletCatalogue(
  database: SqlDatabase,
  wallets: readonly CatalogueWallet[],
  certifiedIds: readonly string[],
) {
  await loadCatalogueTable(database, wallets, certifiedIds)

  return {
    /** The page asked for and how many wallets match in all. */
    async query(query: WalletQuery): Promise<{ count: number; data: BadgedWallet[] }> {
      const params = filterParams(query)
      const offset = (query.page - 1) * query.entries
      const found = await database.query<WalletRow>(pageSql, [...params, query.entries, offset])
      const [first] = found.rows
      // A page past the end has no row to carry the window count, so that count is asked for alone.
      const count = first
        ? first.total
        : offset > 0
          ? ((await database.query<{ total: number }>(countSql, params)).rows[0]?.total ?? 0)
          : 0
      return { count, data: found.rows.map(badged) }
    },

    /** The first wallet, in registry order, using this image id. */
    async byImageId(imageId: string): Promise<BadgedWallet | undefined> {
      const found = await database.query<Omit<WalletRow, 'total'>>(
        'SELECT entry, badge_type FROM catalogue_wallets WHERE image_id = $1 ORDER BY position LIMIT 1',
        [imageId],
      )
      return found.rows[0] && badged(found.rows[0])
    },
  }
}

/** The wallet catalogue of one service. */
export type WalletCatalogue = Awaited<ReturnType<typeof createWalletCatalogue>>
