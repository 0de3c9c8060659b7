/** What a statement returns: its rows, and how many rows an INSERT, UPDATE or DELETE changed. */
export interface SqlResult<TRow> {
  rows: TRow[]
  affectedRows?: number
}

/** Statements on one connection: parameterised queries ($1, $2…) and plain scripts. */
export interface SqlQueries {
  query<TRow = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<SqlResult<TRow>>
  /** Runs one or more statements without parameters (the migrations). */
  exec(sql: string): Promise<unknown>
}

/**
 * What the stores ask of the database: parameterised queries and transactions. PGlite (embedded) and
 * a PostgreSQL server (through `pg`) both stand behind it and answer alike: `bigint` columns come
 * back as numbers, `numeric` as strings, arrays and `json` parsed.
 */
export interface SqlDatabase extends SqlQueries {
  /**
   * Runs `work` in one transaction on one connection: committed when it resolves, rolled back when it
   * throws. Each statement gets the database's deadline, or `timeoutMs` (the start's long work).
   */
  transaction<T>(work: (tx: SqlQueries) => Promise<T>, options?: TransactionOptions): Promise<T>
}

/** How a transaction runs. */
export interface TransactionOptions {
  /** How long each statement may take, in milliseconds, instead of the database's deadline. */
  timeoutMs?: number
}

/** Which database stands behind the service. */
export type DatabaseKind = 'pglite' | 'postgres'

/**
 * The service's one database: what the stores use, plus what several instances on one PostgreSQL
 * server need from it: messages between the instances (LISTEN/NOTIFY) and a lock that elects one of
 * them (a lease its holder renews, which another instance takes over when the holder hangs or dies).
 */
export interface CloudDatabase extends SqlDatabase {
  readonly kind: DatabaseKind
  /** Sends `payload` (at most 7 KB) to every instance listening on `channel`, this one included. */
  notify(channel: string, payload: string): Promise<void>
  /**
   * Calls `onMessage` for each payload sent on `channel`. `onListening` runs each time listening
   * (re)starts, after a lost connection too: whatever was sent meanwhile was missed.
   */
  listen(channel: string, onMessage: (payload: string) => void, onListening?: () => void): void
  /**
   * Competes for the lead `name`: `onLead` runs when this instance gets it, `onLost` when it can no
   * longer be sure it has it (it could not renew it in time, or lost its connection; another
   * instance may take it then), after which it competes again. PGlite leads at once.
   */
  lead(name: string, onLead: () => void, onLost: () => void): void
  /** Resolves when the database answers a trivial statement; rejects with the reason otherwise. */
  ping(): Promise<void>
  close(): Promise<void>
}
