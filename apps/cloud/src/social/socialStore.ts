import { randomUUID } from 'node:crypto'
import type { SqlDatabase, SqlQueries } from '../database/SqlDatabase'
import type { SocialLoginProvider } from './socialSettings'

/** A started social login (migration 10), as stored: hashes of its state and of the frame's secret. */
export interface SocialAttempt {
  stateHash: string
  provider: SocialLoginProvider
  frameSecretHash: string
  codeVerifier: string
  nonce?: string
  hostOrigin: string
  returnUrl: string
  createdAt: number
  expiresAt: number
}

/** Who the provider said the visitor is. */
export interface SocialIdentity {
  provider: SocialLoginProvider
  subject: string
  userName?: string
  email?: string
}

interface AttemptRow {
  state_hash: string
  provider: SocialLoginProvider
  frame_secret_hash: string
  code_verifier: string
  nonce: string | null
  host_origin: string
  return_url: string
  created_at: number | string
  expires_at: number | string
}

const toAttempt = (row: AttemptRow): SocialAttempt => ({
  stateHash: row.state_hash,
  provider: row.provider,
  frameSecretHash: row.frame_secret_hash,
  codeVerifier: row.code_verifier,
  ...(row.nonce === null ? {} : { nonce: row.nonce }),
  hostOrigin: row.host_origin,
  returnUrl: row.return_url,
  createdAt: Number(row.created_at),
  expiresAt: Number(row.expires_at),
})

/** The social login's tables: attempts (state, PKCE, nonce, result) and identities (provider + subject → user). */
export function createSocialStore(database: SqlDatabase) {
  return {
    transaction<T>(work: (tx: SqlQueries) => Promise<T>): Promise<T> {
      return database.transaction(work)
    },

    async insertAttempt(attempt: SocialAttempt): Promise<void> {
      await database.query(
        `INSERT INTO embedded_social_attempts
           (state_hash, provider, frame_secret_hash, code_verifier, nonce, host_origin, return_url, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          attempt.stateHash,
          attempt.provider,
          attempt.frameSecretHash,
          attempt.codeVerifier,
          attempt.nonce ?? null,
          attempt.hostOrigin,
          attempt.returnUrl,
          attempt.createdAt,
          attempt.expiresAt,
        ],
      )
    },

    /**
     * Takes the attempt of a state for its callback: only once, only before it expires, only for the
     * provider it was started with. Undefined for anything else (the state is then invalid).
     */
    async takeAttempt(
      stateHash: string,
      provider: SocialLoginProvider,
      now: number,
    ): Promise<SocialAttempt | undefined> {
      const { rows } = await database.query<AttemptRow>(
        `UPDATE embedded_social_attempts SET called_back_at = $3
         WHERE state_hash = $1 AND provider = $2 AND called_back_at IS NULL AND expires_at > $3
         RETURNING *`,
        [stateHash, provider, now],
      )
      return rows[0] && toAttempt(rows[0])
    },

    /**
     * The user of an identity (created, with a stable id and no e-mail, the first time); its name and
     * e-mail refreshed. Farcaster sign-in's identities (farcaster, fid) live here too.
     */
    async userOfIdentity(
      tx: SqlQueries,
      identity: Omit<SocialIdentity, 'provider'> & { provider: SocialLoginProvider | 'farcaster' },
      now: number,
    ): Promise<string> {
      const { rows: found } = await tx.query<{ user_id: string }>(
        `UPDATE embedded_social_identities SET user_name = $3, email = $4
         WHERE provider = $1 AND subject = $2 RETURNING user_id`,
        [identity.provider, identity.subject, identity.userName ?? null, identity.email ?? null],
      )
      if (found[0]) return found[0].user_id
      const userId = randomUUID()
      await tx.query('INSERT INTO embedded_users (id, email, created_at) VALUES ($1, NULL, $2)', [
        userId,
        now,
      ])
      await tx.query(
        `INSERT INTO embedded_social_identities (provider, subject, user_id, user_name, email, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [identity.provider, identity.subject, userId, identity.userName ?? null, identity.email ?? null, now],
      )
      return userId
    },

    async recordResult(
      tx: SqlQueries,
      stateHash: string,
      result: { resultHash: string; userId: string; expiresAt: number },
    ): Promise<void> {
      await tx.query(
        `UPDATE embedded_social_attempts SET result_hash = $2, user_id = $3, result_expires_at = $4 WHERE state_hash = $1`,
        [stateHash, result.resultHash, result.userId, result.expiresAt],
      )
    },

    /**
     * Redeems a result: only with the secret of the frame that started the login, only once, only
     * before it expires. The user id, or undefined.
     */
    async redeemResult(
      tx: SqlQueries,
      resultHash: string,
      frameSecretHash: string,
      now: number,
    ): Promise<string | undefined> {
      const { rows } = await tx.query<{ user_id: string }>(
        `UPDATE embedded_social_attempts SET redeemed_at = $3
         WHERE result_hash = $1 AND frame_secret_hash = $2 AND redeemed_at IS NULL AND result_expires_at > $3
         RETURNING user_id`,
        [resultHash, frameSecretHash, now],
      )
      return rows[0]?.user_id
    },

    /** Drops attempts a day after they ended (so a late callback still reads as used, not unknown, for a while). */
    async sweep(now: number): Promise<void> {
      await database.query('DELETE FROM embedded_social_attempts WHERE expires_at < $1', [now - 86_400_000])
    },
  }
}

export type SocialStore = ReturnType<typeof createSocialStore>
