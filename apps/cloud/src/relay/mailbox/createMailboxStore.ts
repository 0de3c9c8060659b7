import type { SqlDatabase } from '../../database/SqlDatabase'
import type { MailboxMessage, MailboxStore } from './MailboxStore'

/** A relay_messages row as it comes back (bigint columns arrive as numbers at these sizes). */
interface MessageRow {
  topic: string
  message: string
  tag: number
  published_at: number
  expires_at: number
  publisher_id: string
  hash: string
  attestation: string | null
}

const pendingSql = `
  SELECT topic, message, tag, published_at, expires_at, publisher_id, hash, attestation
  FROM relay_messages m
  WHERE m.topic = ANY($1::text[])
    AND m.expires_at > $3
    AND m.publisher_id <> $2
    AND NOT EXISTS (
      SELECT 1 FROM relay_acknowledgements a WHERE a.hash = m.hash AND a.client_id = $2
    )
  ORDER BY m.seq`

function fromRow(row: MessageRow): MailboxMessage {
  return {
    topic: row.topic,
    message: row.message,
    tag: row.tag,
    publishedAt: row.published_at,
    expiresAt: row.expires_at,
    publisherId: row.publisher_id,
    hash: row.hash,
    ...(row.attestation === null ? {} : { attestation: row.attestation }),
  }
}

/**
 * The relay mailbox in SQL (tables relay_messages and relay_acknowledgements), so that it lasts as
 * long as the database does and could be shared by several instances. The database belongs to the
 * caller: close() waits for the store's own statements and leaves the database open.
 */
export function createMailboxStore(database: SqlDatabase): MailboxStore {
  const inFlight = new Set<Promise<unknown>>()

  // A client may have been told "published" just before shutdown; close() must not cut that write.
  function tracked<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work)
    const forget = () => inFlight.delete(work)
    work.then(forget, forget)
    return work
  }

  return {
    async put(message) {
      const inserted = await tracked(
        database.query(
          `INSERT INTO relay_messages
             (topic, message, tag, published_at, expires_at, publisher_id, hash, attestation)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (hash) DO NOTHING`,
          [
            message.topic,
            message.message,
            message.tag,
            message.publishedAt,
            message.expiresAt,
            message.publisherId,
            message.hash,
            message.attestation ?? null,
          ],
        ),
      )
      return inserted.affectedRows === 1
    },

    async pendingFor(topics, clientId, now) {
      if (topics.length === 0) return []
      const found = await tracked(database.query<MessageRow>(pendingSql, [topics, clientId, now]))
      return found.rows.map(fromRow)
    },

    async acknowledge(clientId, hash) {
      // Selecting from relay_messages skips a hash that has expired and gone meanwhile.
      await tracked(
        database.query(
          `INSERT INTO relay_acknowledgements (hash, client_id)
           SELECT hash, $2 FROM relay_messages WHERE hash = $1
           ON CONFLICT DO NOTHING`,
          [hash, clientId],
        ),
      )
    },

    async deleteExpired(now) {
      // The acknowledgements of these rows go with them (ON DELETE CASCADE).
      const deleted = await tracked(
        database.query('DELETE FROM relay_messages WHERE expires_at <= $1', [now]),
      )
      return deleted.affectedRows ?? 0
    },

    async close() {
      await Promise.allSettled([...inFlight])
    },
  }
}
