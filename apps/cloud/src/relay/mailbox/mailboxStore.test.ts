import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createMailboxStore } from './createMailboxStore'
import type { MailboxMessage } from './MailboxStore'

const now = Date.now()

function message(overrides: Partial<MailboxMessage> = {}): MailboxMessage {
  return {
    topic: 'topic-a',
    message: 'bWVzc2FnZQ==',
    tag: 1108,
    publishedAt: now,
    expiresAt: now + 60_000,
    publisherId: 'did:key:dapp',
    hash: 'hash-1',
    ...overrides,
  }
}

describe('the mailbox store', () => {
  let dataDir: string
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'gatehouse-cloud-mailbox-'))
  })
  afterEach(() => rm(dataDir, { recursive: true, force: true }))

  it('keeps a hash once and gives each client what it neither published nor acknowledged', async () => {
    const store = await createMailboxStore()
    expect(await store.put(message())).toBe(true)
    expect(await store.put(message({ topic: 'other' }))).toBe(false)
    await store.put(message({ hash: 'hash-2', topic: 'topic-b' }))

    expect(await store.pendingFor(['topic-a', 'topic-b'], 'did:key:dapp', now)).toEqual([])
    expect(
      (await store.pendingFor(['topic-a', 'topic-b'], 'did:key:wallet', now)).map((m) => m.hash),
    ).toEqual(['hash-1', 'hash-2'])
    await store.acknowledge('did:key:wallet', 'hash-1')
    expect((await store.pendingFor(['topic-a'], 'did:key:wallet', now)).map((m) => m.hash)).toEqual([])
    expect((await store.pendingFor(['topic-a'], 'did:key:other', now)).map((m) => m.hash)).toEqual(['hash-1'])
  })

  it('hides expired messages at once and deletes them in the sweep', async () => {
    const store = await createMailboxStore()
    await store.put(message({ expiresAt: now + 1_000 }))
    expect(await store.pendingFor(['topic-a'], 'did:key:wallet', now + 1_000)).toEqual([])
    expect(await store.deleteExpired(now + 1_000)).toBe(1)
    expect(await store.deleteExpired(now + 1_000)).toBe(0)
  })

  it('survives a restart with a data directory, acknowledgements included', async () => {
    const first = await createMailboxStore({ dataDir })
    await first.put(message())
    await first.put(message({ hash: 'hash-2' }))
    await first.acknowledge('did:key:wallet', 'hash-1')
    await first.close()

    const second = await createMailboxStore({ dataDir })
    expect((await second.pendingFor(['topic-a'], 'did:key:wallet', now)).map((m) => m.hash)).toEqual([
      'hash-2',
    ])
    expect(await second.put(message())).toBe(false)
    await second.close()
  })

  it('does not bring back expired messages, and skips a line cut short by a crash', async () => {
    const first = await createMailboxStore({ dataDir })
    await first.put(message({ expiresAt: Date.now() + 50 }))
    await first.put(message({ hash: 'hash-2', expiresAt: Date.now() + 60_000 }))
    await first.close()
    await appendFile(join(dataDir, 'mailbox.jsonl'), '{"put":{"topic":"topic-a","mess')
    await new Promise((resolve) => setTimeout(resolve, 60))

    const second = await createMailboxStore({ dataDir })
    expect((await second.pendingFor(['topic-a'], 'did:key:wallet', Date.now())).map((m) => m.hash)).toEqual([
      'hash-2',
    ])
    await second.close()
    const onDisk = await readFile(join(dataDir, 'mailbox.jsonl'), 'utf8')
    expect(onDisk.trim().split('\n')).toHaveLength(1)
  })
})
