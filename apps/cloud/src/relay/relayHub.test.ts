import { describe, expect, it } from 'vitest'
import type { MailboxMessage, MailboxStore } from './mailbox/MailboxStore'
import { createRelayHub, newRelayConnection, sha256Hex } from './relayHub'

const topic = sha256Hex('session topic')
const settlement: MailboxMessage = {
  topic,
  message: 'the session settlement',
  tag: 1102,
  publishedAt: 0,
  expiresAt: 300_000,
  publisherId: 'did:key:wallet',
  hash: sha256Hex('the session settlement'),
}

/** A mailbox whose reads the test answers one at a time, with what it held when each read began. */
function pausedMailbox() {
  const reads: ((messages: MailboxMessage[]) => void)[] = []
  const acknowledged: string[] = []
  const store: MailboxStore = {
    put: async () => true,
    pendingFor: () => new Promise((resolve) => reads.push(resolve)),
    acknowledge: async (_clientId, hash) => void acknowledged.push(hash),
    deleteExpired: async () => 0,
    close: async () => undefined,
  }
  return { store, reads, acknowledged }
}

describe('the relay hub', () => {
  it('sends a stored message once, also to a second replay that read the mailbox before the ack', async () => {
    const { store, reads, acknowledged } = pausedMailbox()
    const hub = createRelayHub(store)
    const frames: { id: number }[] = []
    const dapp = newRelayConnection('did:key:dapp', (frame) => frames.push(JSON.parse(frame)))
    hub.subscribe(dapp, [topic])

    // Two replays for the topic (a subscribe and a batch subscribe, say) both read the mailbox.
    const first = hub.deliverPending(dapp, [topic])
    const second = hub.deliverPending(dapp, [topic])
    reads[0]?.([settlement])
    await first
    expect(frames).toHaveLength(1)
    await hub.acknowledge(dapp, (frames[0] as { id: number }).id)
    expect(acknowledged).toEqual([settlement.hash])

    // The second read began before the ack, so it still lists the settlement.
    reads[1]?.([settlement])
    await second
    expect(frames).toHaveLength(1)
  })
})
