import type { PGlite } from '@electric-sql/pglite'

/**
 * What the stores ask of the database: parameterised queries and transactions. Kept this narrow so
 * that a client of a PostgreSQL server could stand in for PGlite without touching the stores.
 */
export type SqlDatabase = Pick<PGlite, 'query' | 'transaction'>
