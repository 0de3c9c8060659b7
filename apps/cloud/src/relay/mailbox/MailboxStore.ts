/** One message kept on a topic until its time to live ends (the relay's mailbox row). */
export interface MailboxMessage {
  topic: string
  /** The client's base64 envelope; the relay never decrypts it. */
  message: string
  /** What kind of message it is (1100 session proposal, 1108 request, ...). */
  tag: number
  /** Milliseconds since the epoch. */
  publishedAt: number
  /** Milliseconds since the epoch; the message is dropped from then on. */
  expiresAt: number
  /** Client id of the publisher, so the message never goes back to it. */
  publisherId: string
  /** sha256 of the message, unique: the same envelope published twice is kept and delivered once. */
  hash: string
  attestation?: string
}

/**
 * Where the relay keeps its mailboxes: the service's SQL database (createMailboxStore), as state that
 * several instances must share belongs there rather than in process memory.
 */
export interface MailboxStore {
  /** Keeps a message; resolves false when a message with the same hash is already kept. */
  put(message: MailboxMessage): Promise<boolean>
  /**
   * The unexpired messages of the topics that the client neither published nor acknowledged, oldest
   * first: what a subscriber that arrives late must still receive.
   */
  pendingFor(topics: readonly string[], clientId: string, now: number): Promise<MailboxMessage[]>
  /** Records that the client received a message, so a reconnect does not deliver it again. */
  acknowledge(clientId: string, hash: string): Promise<void>
  /** Drops the messages whose time to live has ended; resolves with how many were dropped. */
  deleteExpired(now: number): Promise<number>
  /** Waits for the writes under way; the database itself is closed by whoever opened it. */
  close(): Promise<void>
}
