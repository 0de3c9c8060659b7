import type { SqlDatabase, SqlQueries } from '../database/SqlDatabase'
import { newNonce } from './sessionTokens'

/** A nonce as stored: when it was issued, until when it may be spent, and when it was (if it was). */
export interface StoredNonce {
  issuedAt: number
  expiresAt: number
  usedAt: number | null
}

/** The nonces the service issues for sign-in messages. */
export interface NonceStore {
  /** Issues a new random nonce for a project, valid for `ttlMs` from `now`. */
  issue(projectId: string, now: number, ttlMs: number): Promise<{ nonce: string; expiresAt: number }>
  /** The nonce of a project as stored, undefined when the service never issued it (or swept it). */
  find(projectId: string, nonce: string): Promise<StoredNonce | undefined>
  /**
   * Spends the nonce in one statement: true when it was unused and unexpired at `now` and is used
   * now; false otherwise. Of two callers racing for the same nonce (on any instance) one gets true.
   */
  consume(tx: SqlQueries, projectId: string, nonce: string, now: number): Promise<boolean>
  /** Deletes the nonces that expired before `now`. */
  sweep(now: number): Promise<void>
}

/** The nonce store on the service's database (table siwx_nonces). */
export function createNonceStore(database: SqlDatabase): NonceStore {
  return {
    async issue(projectId, now, ttlMs) {
      const nonce = newNonce()
      const expiresAt = now + ttlMs
      await database.query(
        'INSERT INTO siwx_nonces (nonce, project_id, issued_at, expires_at) VALUES ($1, $2, $3, $4)',
        [nonce, projectId, now, expiresAt],
      )
      return { nonce, expiresAt }
    },
    async find(projectId, nonce) {
      const { rows } = await database.query<{
        issued_at: number
        expires_at: number
        used_at: number | null
      }>('SELECT issued_at, expires_at, used_at FROM siwx_nonces WHERE nonce = $1 AND project_id = $2', [
        nonce,
        projectId,
      ])
      const row = rows[0]
      return row && { issuedAt: row.issued_at, expiresAt: row.expires_at, usedAt: row.used_at }
    },
    async consume(tx, projectId, nonce, now) {
      // The row lock of the UPDATE makes a second caller wait and then see used_at set.
      const { rows } = await tx.query(
        `UPDATE siwx_nonces SET used_at = $3
         WHERE nonce = $1 AND project_id = $2 AND used_at IS NULL AND expires_at > $3
         RETURNING nonce`,
        [nonce, projectId, now],
      )
      return rows.length === 1
    },
    async sweep(now) {
      await database.query('DELETE FROM siwx_nonces WHERE expires_at < $1', [now])
    },
  }
}
