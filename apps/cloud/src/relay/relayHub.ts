import { createHash } from 'node:crypto'
import { requestFrame } from './jsonRpc'
import type { MailboxMessage, MailboxStore } from './mailbox/MailboxStore'
import type { PublishParams } from './relayParams'

/** A client socket as the hub sees it: who it is, what it listens to, what it still has to confirm. */
export interface RelayConnection {
  readonly clientId: string
  send(frame: string): void
  readonly topics: Set<string>
  /**
   * Hashes sent (the newest ones), so a replay never sends the same message twice: also not one
   * acknowledged after the replay read the mailbox, which would still list it.
   */
  readonly delivered: Set<string>
  /** Our request id of each irn_subscription still waiting for the client's ack, to its hash. */
  readonly awaitingAck: Map<number, string>
}

/** Creates the state of a connection that has just opened. */
export function newRelayConnection(clientId: string, send: (frame: string) => void): RelayConnection {
  return { clientId, send, topics: new Set(), delivered: new Set(), awaitingAck: new Map() }
}

// A client that never acknowledges, or a long-lived one, must not make the relay grow without bound.
const maxAwaitingAcks = 10_000
const maxDelivered = 10_000

/** sha256 in hex, as the WalletConnect SDK hashes messages and subscription ids. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/**
 * The relay's routing: which connections of this process listen to which topic, delivery to them at
 * once, and the mailbox for whoever subscribes later.
 */
/** A stored message as the relay hands it to a client, in a subscription or a fetch. */
export function toRelayMessage({ topic, message, publishedAt, tag, attestation }: MailboxMessage) {
  return { topic, message, publishedAt, tag, ...(attestation ? { attestation } : {}) }
}

/** What the hub tells the other instances of the service (see attachRelayFanout). */
export interface RelayHubOptions {
  clock?: () => number
  /** Called once a new message is in the mailbox, after the sockets of this process got it. */
  onStored?: (message: MailboxMessage) => void
}

export function createRelayHub(store: MailboxStore, options: RelayHubOptions = {}) {
  const { clock = Date.now, onStored } = options
  const subscribers = new Map<string, Set<RelayConnection>>()
  // Start from the clock so ids of a restarted relay do not repeat ones a client may still hold.
  let nextRequestId = clock() * 1000

  function deliver(connection: RelayConnection, message: MailboxMessage): void {
    if (connection.delivered.has(message.hash)) return
    connection.delivered.add(message.hash)
    if (connection.delivered.size > maxDelivered) {
      const [oldest] = connection.delivered
      if (oldest !== undefined) connection.delivered.delete(oldest)
    }
    const id = nextRequestId++
    connection.awaitingAck.set(id, message.hash)
    if (connection.awaitingAck.size > maxAwaitingAcks) {
      const [oldest] = connection.awaitingAck
      if (oldest) {
        connection.awaitingAck.delete(oldest[0])
        connection.delivered.delete(oldest[1])
      }
    }
    const data = toRelayMessage(message)
    connection.send(
      requestFrame(id, 'irn_subscription', { id: subscriptionId(message.topic, connection.clientId), data }),
    )
  }

  async function deliverPendingOn(connection: RelayConnection, topics: readonly string[]): Promise<void> {
    for (const message of await store.pendingFor(topics, connection.clientId, clock())) {
      if (connection.topics.has(message.topic)) deliver(connection, message)
    }
  }

  function unsubscribe(connection: RelayConnection, topics: readonly string[]): void {
    for (const topic of topics) {
      connection.topics.delete(topic)
      const listeners = subscribers.get(topic)
      listeners?.delete(connection)
      if (listeners?.size === 0) subscribers.delete(topic)
    }
  }

  function subscriptionId(topic: string, clientId: string): string {
    // The same id the client computes for itself.
    return sha256Hex(topic + clientId)
  }

  return {
    /** Subscribes the connection; resolves with the subscription ids, in order. */
    subscribe(connection: RelayConnection, topics: readonly string[]): string[] {
      for (const topic of topics) {
        connection.topics.add(topic)
        const listeners = subscribers.get(topic) ?? new Set<RelayConnection>()
        listeners.add(connection)
        subscribers.set(topic, listeners)
      }
      return topics.map((topic) => subscriptionId(topic, connection.clientId))
    },

    /** Sends what the mailbox holds for the connection on these topics (after it subscribed). */
    deliverPending: deliverPendingOn,

    unsubscribe,

    /** Keeps each message for its ttl and hands it to every listener except its publisher. */
    async publish(publisher: RelayConnection, messages: readonly PublishParams[]): Promise<void> {
      const now = clock()
      for (const params of messages) {
        const message: MailboxMessage = {
          topic: params.topic,
          message: params.message,
          tag: params.tag,
          publishedAt: now,
          expiresAt: now + params.ttl * 1000,
          publisherId: publisher.clientId,
          hash: sha256Hex(params.message),
          ...(params.attestation ? { attestation: params.attestation } : {}),
        }
        if (!(await store.put(message))) continue
        for (const listener of subscribers.get(message.topic) ?? []) {
          if (listener !== publisher && listener.clientId !== publisher.clientId) deliver(listener, message)
        }
        onStored?.(message)
      }
    },

    /**
     * Another instance stored a message on `topic`: the sockets here that listen to it get what the
     * mailbox holds for them (the mailbox, not the notice, is what is delivered).
     */
    async deliverStored(topic: string): Promise<void> {
      const listeners = [...(subscribers.get(topic) ?? [])]
      await Promise.all(listeners.map((listener) => deliverPendingOn(listener, [topic])))
    },

    /** Sends every socket here what the mailbox holds for it (after notices may have been missed). */
    async deliverAllPending(): Promise<void> {
      const connections = new Set([...subscribers.values()].flatMap((set) => [...set]))
      await Promise.all(
        [...connections].map((connection) => deliverPendingOn(connection, [...connection.topics])),
      )
    },

    /** What the mailbox holds for the connection on these topics, without delivering it. */
    fetch(connection: RelayConnection, topics: readonly string[]): Promise<MailboxMessage[]> {
      return store.pendingFor(topics, connection.clientId, clock())
    },

    /** The client confirmed one of our irn_subscription requests. */
    async acknowledge(connection: RelayConnection, id: string | number): Promise<void> {
      const hash = connection.awaitingAck.get(Number(id))
      if (hash === undefined) return
      connection.awaitingAck.delete(Number(id))
      await store.acknowledge(connection.clientId, hash)
    },

    /** Forgets a closed connection. */
    disconnect(connection: RelayConnection): void {
      unsubscribe(connection, [...connection.topics])
    },
  }
}

/** The relay's routing of one process. */
export type RelayHub = ReturnType<typeof createRelayHub>
