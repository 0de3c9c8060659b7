import { randomUUID } from 'node:crypto'
import type { CloudDatabase } from '../database/SqlDatabase'
import type { MailboxMessage } from './mailbox/MailboxStore'
import type { RelayHub } from './relayHub'
import { log } from '../logging/log'

/** The LISTEN/NOTIFY channel of the relay. */
export const relayChannel = 'gatehouse_relay'

/** A notice between instances: which instance stored a message, on which topic. */
interface StoredNotice {
  from: string
  topic: string
}

function parseNotice(payload: string): StoredNotice | undefined {
  try {
    const notice = JSON.parse(payload) as Partial<StoredNotice>
    return typeof notice.from === 'string' && typeof notice.topic === 'string'
      ? { from: notice.from, topic: notice.topic }
      : undefined
  } catch {
    return undefined
  }
}

/**
 * Carries the relay across the instances of the service on one PostgreSQL server. The mailbox table
 * is the source of truth; NOTIFY only says "topic T has something new" (a topic is at most 256
 * characters, far below NOTIFY's 8000-byte limit, whatever the message's size). An instance with sockets on T
 * reads their pending messages from the mailbox and delivers them. When the listening session
 * (re)connects, every socket gets its pending messages, so a notice missed while the database was
 * away is made up for. On PGlite there is one instance and nothing to carry.
 */
export function attachRelayFanout(database: CloudDatabase, hub: RelayHub) {
  const instance = randomUUID()
  if (database.kind === 'postgres') {
    database.listen(
      relayChannel,
      (payload) => {
        const notice = parseNotice(payload)
        if (!notice || notice.from === instance) return
        hub
          .deliverStored(notice.topic)
          .catch((error: unknown) =>
            log.error('relay: cannot deliver a message of another instance', { error }),
          )
      },
      () => {
        hub
          .deliverAllPending()
          .catch((error: unknown) => log.error('relay: cannot deliver pending messages', { error }))
      },
    )
  }
  return {
    /** The hub's onStored: tells the other instances. */
    onStored(message: MailboxMessage): void {
      if (database.kind !== 'postgres') return
      const notice: StoredNotice = { from: instance, topic: message.topic }
      database
        .notify(relayChannel, JSON.stringify(notice))
        .catch((error: unknown) => log.error('relay: cannot notify the other instances', { error }))
    },
  }
}
