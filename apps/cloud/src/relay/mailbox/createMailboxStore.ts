import { openMailboxLog, type MailboxLog, type MailboxLogEntry } from './mailboxLog'
import type { MailboxMessage, MailboxStore } from './MailboxStore'

/**
 * The mailbox store: kept in memory and, with a data directory, in a log file there, so that a
 * restarted service still delivers what was published before it stopped.
 */
export async function createMailboxStore(options: { dataDir?: string } = {}): Promise<MailboxStore> {
  // Keyed by hash; a Map keeps insertion order, which is publishing order.
  const messages = new Map<string, MailboxMessage>()
  const acknowledgedBy = new Map<string, Set<string>>()
  const log: MailboxLog | undefined = options.dataDir ? await openMailboxLog(options.dataDir) : undefined

  function remember(entry: MailboxLogEntry): void {
    if ('put' in entry) messages.set(entry.put.hash, entry.put)
    else if (messages.has(entry.ack.hash)) {
      const clients = acknowledgedBy.get(entry.ack.hash) ?? new Set<string>()
      clients.add(entry.ack.clientId)
      acknowledgedBy.set(entry.ack.hash, clients)
    }
  }

  function snapshot(): MailboxLogEntry[] {
    return [...messages.values()].flatMap((message) => [
      { put: message },
      ...[...(acknowledgedBy.get(message.hash) ?? [])].map((clientId) => ({
        ack: { clientId, hash: message.hash },
      })),
    ])
  }

  function dropExpired(now: number): number {
    let dropped = 0
    for (const [hash, message] of messages) {
      if (message.expiresAt > now) continue
      messages.delete(hash)
      acknowledgedBy.delete(hash)
      dropped += 1
    }
    return dropped
  }

  function onTopics(topics: readonly string[], now: number): MailboxMessage[] {
    const wanted = new Set(topics)
    return [...messages.values()].filter((message) => wanted.has(message.topic) && message.expiresAt > now)
  }

  for (const entry of log?.entries ?? []) remember(entry)
  if (log && dropExpired(Date.now()) > 0) await log.rewrite(snapshot)

  return {
    async put(message) {
      if (messages.has(message.hash)) return false
      messages.set(message.hash, message)
      await log?.append({ put: message })
      return true
    },

    async pendingFor(topics, clientId, now) {
      return onTopics(topics, now).filter(
        (message) => message.publisherId !== clientId && !acknowledgedBy.get(message.hash)?.has(clientId),
      )
    },

    async acknowledge(clientId, hash) {
      if (!messages.has(hash) || acknowledgedBy.get(hash)?.has(clientId)) return
      remember({ ack: { clientId, hash } })
      await log?.append({ ack: { clientId, hash } })
    },

    async deleteExpired(now) {
      const dropped = dropExpired(now)
      if (dropped > 0) await log?.rewrite(snapshot)
      return dropped
    },

    async close() {
      await log?.flush()
    },
  }
}
