import type { SqlDatabase, SqlQueries } from '../database/SqlDatabase'
import { advisoryLockKey } from '../database/advisoryLockKey'

/** What the visitor's Farcaster app answered on a channel, as the relay's status shows it. */
export interface FarcasterAnswer {
  message: string
  signature: string
  fid: number
  username?: string
  displayName?: string
  bio?: string
  pfpUrl?: string
  custody: string
}

/** A checked answer, or the refusal the checks gave (the waiting frame reports it to the visitor). */
export type StoredAnswer =
  { verified: FarcasterAnswer } | { refused: { code: string; message: string; status: number } }

export interface FarcasterChannel {
  tokenHash: string
  attemptHash: string
  nonce: string
  domain: string
  siweUri: string
  createdAt: number
  expiresAt: number
  completedAt?: number
  answer?: StoredAnswer
  usedAt?: number
}

interface ChannelRow {
  token_hash: string
  attempt_hash: string
  nonce: string
  domain: string
  siwe_uri: string
  created_at: number | string
  expires_at: number | string
  completed_at: number | string | null
  answer: StoredAnswer | string | null
  used_at: number | string | null
}

const toChannel = (row: ChannelRow): FarcasterChannel => ({
  tokenHash: row.token_hash,
  attemptHash: row.attempt_hash,
  nonce: row.nonce,
  domain: row.domain,
  siweUri: row.siwe_uri,
  createdAt: Number(row.created_at),
  expiresAt: Number(row.expires_at),
  ...(row.completed_at === null ? {} : { completedAt: Number(row.completed_at) }),
  ...(row.answer === null
    ? {}
    : { answer: typeof row.answer === 'string' ? (JSON.parse(row.answer) as StoredAnswer) : row.answer }),
  ...(row.used_at === null ? {} : { usedAt: Number(row.used_at) }),
})

/** The Farcaster sign-in channels (migration 10), shared by every instance through the database. */
export function createFarcasterChannels(database: SqlDatabase) {
  return {
    /** Runs `work` in a transaction holding the channel's lock, so an answer and a redeem do not race. */
    locked<T>(tokenHash: string, work: (tx: SqlQueries) => Promise<T>): Promise<T> {
      return database.transaction(async (tx) => {
        await tx.query(`SELECT pg_advisory_xact_lock(${advisoryLockKey('$1')})`, [`farcaster:${tokenHash}`])
        return work(tx)
      })
    },

    async insert(channel: Omit<FarcasterChannel, 'completedAt' | 'answer' | 'usedAt'>): Promise<void> {
      await database.query(
        `INSERT INTO farcaster_channels (token_hash, attempt_hash, nonce, domain, siwe_uri, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          channel.tokenHash,
          channel.attemptHash,
          channel.nonce,
          channel.domain,
          channel.siweUri,
          channel.createdAt,
          channel.expiresAt,
        ],
      )
    },

    async find(tokenHash: string, tx: SqlQueries = database): Promise<FarcasterChannel | undefined> {
      const { rows } = await tx.query<ChannelRow>('SELECT * FROM farcaster_channels WHERE token_hash = $1', [
        tokenHash,
      ])
      return rows[0] && toChannel(rows[0])
    },

    async answer(tx: SqlQueries, tokenHash: string, answer: StoredAnswer, now: number): Promise<void> {
      await tx.query('UPDATE farcaster_channels SET answer = $2, completed_at = $3 WHERE token_hash = $1', [
        tokenHash,
        JSON.stringify(answer),
        now,
      ])
    },

    async use(tx: SqlQueries, tokenHash: string, now: number): Promise<void> {
      await tx.query('UPDATE farcaster_channels SET used_at = $2 WHERE token_hash = $1', [tokenHash, now])
    },

    /** Drops channels that ended an hour ago (until then a late status still says "expired"). */
    async sweep(now: number): Promise<void> {
      await database.query('DELETE FROM farcaster_channels WHERE expires_at < $1', [now - 3_600_000])
    },
  }
}

export type FarcasterChannels = ReturnType<typeof createFarcasterChannels>
