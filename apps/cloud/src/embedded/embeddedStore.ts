import { randomUUID } from 'node:crypto'
import type { SqlDatabase, SqlQueries } from '../database/SqlDatabase'
import { advisoryLockKey } from '../database/advisoryLockKey'

/** Why a one-time code was sent: a login, or one of the two steps of changing the e-mail. */
export type CodePurpose = 'login' | 'update-primary' | 'update-secondary'

/** A visitor of the embedded wallet: a stable id per e-mail (the id the key is derived from). */
export interface EmbeddedUser {
  id: string
  email: string
}

/** The user of a live login: an e-mail user, or a social identity's (its provider's name and e-mail, if any). */
export interface SessionUser {
  id: string
  email?: string
  authProvider: string
  userName?: string
}

/** A stored one-time code (its HMAC, never the code). */
export interface StoredCode {
  id: string
  purpose: CodePurpose
  email: string
  userId?: string
  newEmail?: string
  codeHmac: string
  tries: number
  createdAt: number
  expiresAt: number
  usedAt?: number
}

interface CodeRow {
  id: string
  purpose: CodePurpose
  email: string
  user_id: string | null
  new_email: string | null
  code_hmac: string
  tries: number
  created_at: number | string
  expires_at: number | string
  used_at: number | string | null
}

const toCode = (row: CodeRow): StoredCode => ({
  id: row.id,
  purpose: row.purpose,
  email: row.email,
  ...(row.user_id ? { userId: row.user_id } : {}),
  ...(row.new_email ? { newEmail: row.new_email } : {}),
  codeHmac: row.code_hmac,
  tries: row.tries,
  createdAt: Number(row.created_at),
  expiresAt: Number(row.expires_at),
  ...(row.used_at === null ? {} : { usedAt: Number(row.used_at) }),
})

/** The embedded wallet's tables (migration 8): users, one-time codes, login sessions. */
export function createEmbeddedStore(database: SqlDatabase) {
  return {
    /**
     * Runs `work` in a transaction holding a lock on `key` (an e-mail), so two instances issuing or
     * checking codes for one address do it one after the other.
     */
    locked<T>(key: string, work: (tx: SqlQueries) => Promise<T>): Promise<T> {
      return database.transaction(async (tx) => {
        await tx.query(`SELECT pg_advisory_xact_lock(${advisoryLockKey('$1')})`, [`embedded:${key}`])
        return work(tx)
      })
    },

    /** The newest code of a purpose for an e-mail, used or not. */
    async latestCode(tx: SqlQueries, purpose: CodePurpose, email: string): Promise<StoredCode | undefined> {
      const { rows } = await tx.query<CodeRow>(
        `SELECT * FROM embedded_codes WHERE purpose = $1 AND email = $2 ORDER BY created_at DESC LIMIT 1`,
        [purpose, email],
      )
      return rows[0] && toCode(rows[0])
    },

    /** The newest code of a purpose sent for a user (the e-mail change steps). */
    async latestCodeOfUser(
      tx: SqlQueries,
      purpose: CodePurpose,
      userId: string,
    ): Promise<StoredCode | undefined> {
      const { rows } = await tx.query<CodeRow>(
        `SELECT * FROM embedded_codes WHERE purpose = $1 AND user_id = $2 ORDER BY created_at DESC LIMIT 1`,
        [purpose, userId],
      )
      return rows[0] && toCode(rows[0])
    },

    async insertCode(
      tx: SqlQueries,
      code: Omit<StoredCode, 'id' | 'tries' | 'usedAt'> & { clientAddress: string },
    ): Promise<void> {
      await tx.query(
        `INSERT INTO embedded_codes (id, purpose, email, user_id, new_email, code_hmac, created_at, expires_at, client_address)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          randomUUID(),
          code.purpose,
          code.email,
          code.userId ?? null,
          code.newEmail ?? null,
          code.codeHmac,
          code.createdAt,
          code.expiresAt,
          code.clientAddress,
        ],
      )
    },

    /**
     * Takes a lock on a client address for the rest of the transaction, so two instances counting the
     * addresses one client asked codes for do it one after the other. Always the last lock a
     * transaction takes (after the e-mail's), so two transactions never wait on each other in a cycle.
     */
    async lockClient(tx: SqlQueries, clientAddress: string): Promise<void> {
      await tx.query(`SELECT pg_advisory_xact_lock(${advisoryLockKey('$1')})`, [
        `embedded-client:${clientAddress}`,
      ])
    },

    /** When each code sent to `email` since `since` was sent, oldest first (every purpose). */
    async codesSentTo(tx: SqlQueries, email: string, since: number): Promise<number[]> {
      const { rows } = await tx.query<{ created_at: number | string }>(
        'SELECT created_at FROM embedded_codes WHERE email = $1 AND created_at > $2 ORDER BY created_at',
        [email, since],
      )
      return rows.map((row) => Number(row.created_at))
    },

    /**
     * The other addresses `clientAddress` asked codes for since `since`, each with when it asked last,
     * that first.
     */
    async addressesAskedBy(
      tx: SqlQueries,
      clientAddress: string,
      since: number,
      except: string,
    ): Promise<number[]> {
      const { rows } = await tx.query<{ last: number | string }>(
        `SELECT max(created_at) AS last FROM embedded_codes
         WHERE client_address = $1 AND created_at > $2 AND email <> $3 GROUP BY email ORDER BY last`,
        [clientAddress, since, except],
      )
      return rows.map((row) => Number(row.last))
    },

    /** Until when wrong codes have locked `email` out, if they have. */
    async lockedUntil(tx: SqlQueries, email: string): Promise<number | undefined> {
      const { rows } = await tx.query<{ locked_until: number | string | null }>(
        'SELECT locked_until FROM embedded_login_failures WHERE email = $1',
        [email],
      )
      const until = rows[0]?.locked_until
      return until === null || until === undefined ? undefined : Number(until)
    },

    /**
     * Counts a wrong code for `email` in its window (a new window when the last one is `windowMs`
     * old); how many the window holds now.
     */
    async countFailure(tx: SqlQueries, email: string, now: number, windowMs: number): Promise<number> {
      const { rows } = await tx.query<{ failures: number }>(
        `INSERT INTO embedded_login_failures (email, failures, window_start) VALUES ($1, 1, $2)
         ON CONFLICT (email) DO UPDATE SET
           failures = CASE WHEN embedded_login_failures.window_start + $3 <= $2 THEN 1
                           ELSE embedded_login_failures.failures + 1 END,
           window_start = CASE WHEN embedded_login_failures.window_start + $3 <= $2 THEN $2
                               ELSE embedded_login_failures.window_start END
         RETURNING failures`,
        [email, now, windowMs],
      )
      return rows[0]?.failures ?? 1
    },

    /** Locks `email` out until `until`; counting starts again from then. */
    async lockOut(tx: SqlQueries, email: string, until: number): Promise<void> {
      await tx.query(
        'UPDATE embedded_login_failures SET locked_until = $2, failures = 0, window_start = $2 WHERE email = $1',
        [email, until],
      )
    },

    /** Forgets the wrong codes of `email` (its owner just gave a right one). */
    async clearFailures(tx: SqlQueries, email: string): Promise<void> {
      await tx.query('DELETE FROM embedded_login_failures WHERE email = $1', [email])
    },

    async countTry(tx: SqlQueries, id: string): Promise<void> {
      await tx.query('UPDATE embedded_codes SET tries = tries + 1 WHERE id = $1', [id])
    },

    async useCode(tx: SqlQueries, id: string, now: number): Promise<void> {
      await tx.query('UPDATE embedded_codes SET used_at = $2 WHERE id = $1', [id, now])
    },

    /** The user of an e-mail, created (with a new stable id) on its first login. */
    async userOf(tx: SqlQueries, email: string, now: number): Promise<EmbeddedUser> {
      await tx.query(
        `INSERT INTO embedded_users (id, email, created_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING`,
        [randomUUID(), email, now],
      )
      const { rows } = await tx.query<EmbeddedUser>('SELECT id, email FROM embedded_users WHERE email = $1', [
        email,
      ])
      return rows[0] as EmbeddedUser
    },

    async userById(tx: SqlQueries, id: string): Promise<EmbeddedUser | undefined> {
      const { rows } = await tx.query<EmbeddedUser>('SELECT id, email FROM embedded_users WHERE id = $1', [
        id,
      ])
      return rows[0]
    },

    async emailTaken(tx: SqlQueries, email: string): Promise<boolean> {
      const { rows } = await tx.query('SELECT 1 FROM embedded_users WHERE email = $1', [email])
      return rows.length > 0
    },

    async changeEmail(tx: SqlQueries, userId: string, email: string): Promise<void> {
      await tx.query('UPDATE embedded_users SET email = $2 WHERE id = $1', [userId, email])
    },

    async insertSession(
      tx: SqlQueries,
      session: { tokenHash: string; userId: string; createdAt: number; expiresAt: number },
    ): Promise<void> {
      await tx.query(
        `INSERT INTO embedded_sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
        [session.tokenHash, session.userId, session.createdAt, session.expiresAt],
      )
    },

    /** The user and expiry of a live (unexpired, unrevoked) session. */
    async liveSession(
      tokenHash: string,
      now: number,
    ): Promise<{ user: SessionUser; expiresAt: number } | undefined> {
      const { rows } = await database.query<{
        id: string
        email: string | null
        provider: string | null
        user_name: string | null
        social_email: string | null
        expires_at: number | string
      }>(
        `SELECT u.id, u.email, i.provider, i.user_name, i.email AS social_email, s.expires_at
         FROM embedded_sessions s JOIN embedded_users u ON u.id = s.user_id
         LEFT JOIN embedded_social_identities i ON i.user_id = u.id
         WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
        [tokenHash, now],
      )
      const row = rows[0]
      if (!row) return undefined
      const email = row.email ?? row.social_email
      const user: SessionUser = {
        id: row.id,
        authProvider: row.provider ?? 'email',
        ...(email ? { email } : {}),
        ...(row.user_name ? { userName: row.user_name } : {}),
      }
      return { user, expiresAt: Number(row.expires_at) }
    },

    async revokeSession(tokenHash: string, now: number): Promise<boolean> {
      const { rows } = await database.query(
        `UPDATE embedded_sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL RETURNING 1`,
        [tokenHash, now],
      )
      return rows.length === 1
    },

    /**
     * Drops codes and sessions that ended before `now` (a day ago for codes, so the cooldown and the
     * hourly counts still read them), and failure counts a day old that lock nothing.
     */
    async sweep(now: number): Promise<void> {
      await database.query('DELETE FROM embedded_codes WHERE expires_at < $1', [now - 86_400_000])
      await database.query('DELETE FROM embedded_sessions WHERE expires_at < $1', [now])
      await database.query(
        `DELETE FROM embedded_login_failures
         WHERE window_start < $1 AND (locked_until IS NULL OR locked_until < $2)`,
        [now - 86_400_000, now],
      )
    },
  }
}

export type EmbeddedStore = ReturnType<typeof createEmbeddedStore>
