import type { SIWXCacao, SIWXMessageData } from '@gatehouse/common'
import type { SqlDatabase, SqlQueries } from '../database/SqlDatabase'

/** A verified sign-in session as the service answers it (SIWXSession plus its id and expiry). */
export interface StoredSession {
  /** The session's id: the `pci` of the revoke call. */
  id: string
  data: SIWXMessageData
  message: string
  signature: string
  cacao?: SIWXCacao
  /** When the service stops answering for it (ISO 8601). */
  expiresAt: string
}

/** What a new session row holds. */
export interface NewSession {
  id: string
  projectId: string
  tokenHash: string
  data: SIWXMessageData
  message: string
  signature: string
  cacao?: SIWXCacao
  issuedAt: number
  notBefore?: number
  expiresAt: number
  createdAt: number
}

interface SessionRow {
  id: string
  address: string
  chain_id: string
  data: SIWXMessageData
  message: string
  signature: string
  cacao: SIWXCacao | null
  expires_at: number
  revoked_at: number | null
}

const columns = 'id, address, chain_id, data, message, signature, cacao, expires_at, revoked_at'

function toSession(row: SessionRow): StoredSession {
  return {
    id: row.id,
    data: row.data,
    message: row.message,
    signature: row.signature,
    ...(row.cacao ? { cacao: row.cacao } : {}),
    expiresAt: new Date(row.expires_at).toISOString(),
  }
}

/** The live session of a bearer token, with the address and chain it is for. */
export interface TokenSession {
  session: StoredSession
  address: string
  chainId: string
}

/** The sign-in sessions (table siwx_sessions). */
export interface SessionStore {
  insert(tx: SqlQueries, session: NewSession): Promise<StoredSession>
  /** The unrevoked, unexpired session of a token hash in a project; undefined otherwise. */
  findLive(projectId: string, tokenHash: string, now: number): Promise<TokenSession | undefined>
  /**
   * Revokes the session `id` held by `tokenHash` whose signature is `signature`; false when no live
   * session matches all three.
   */
  revoke(projectId: string, tokenHash: string, id: string, signature: string, now: number): Promise<boolean>
  /** Deletes the sessions that expired before `now`. */
  sweep(now: number): Promise<void>
}

/** The session store on the service's database. */
export function createSessionStore(database: SqlDatabase): SessionStore {
  return {
    async insert(tx, session) {
      const { rows } = await tx.query<SessionRow>(
        `INSERT INTO siwx_sessions (id, project_id, token_hash, address, chain_id, message, signature,
           data, cacao, issued_at, not_before, expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         RETURNING ${columns}`,
        [
          session.id,
          session.projectId,
          session.tokenHash,
          session.data.accountAddress.toLowerCase(),
          session.data.chainId,
          session.message,
          session.signature,
          JSON.stringify(session.data),
          session.cacao ? JSON.stringify(session.cacao) : null,
          session.issuedAt,
          session.notBefore ?? null,
          session.expiresAt,
          session.createdAt,
        ],
      )
      return toSession(rows[0] as SessionRow)
    },
    async findLive(projectId, tokenHash, now) {
      const { rows } = await database.query<SessionRow>(
        `SELECT ${columns} FROM siwx_sessions
         WHERE project_id = $1 AND token_hash = $2 AND revoked_at IS NULL AND expires_at > $3`,
        [projectId, tokenHash, now],
      )
      const row = rows[0]
      return row && { session: toSession(row), address: row.address, chainId: row.chain_id }
    },
    async revoke(projectId, tokenHash, id, signature, now) {
      const { rows } = await database.query(
        `UPDATE siwx_sessions SET revoked_at = $5
         WHERE project_id = $1 AND token_hash = $2 AND id = $3 AND lower(signature) = lower($4)
           AND revoked_at IS NULL AND expires_at > $5
         RETURNING id`,
        [projectId, tokenHash, id, signature, now],
      )
      return rows.length === 1
    },
    async sweep(now) {
      await database.query('DELETE FROM siwx_sessions WHERE expires_at < $1', [now])
    },
  }
}
