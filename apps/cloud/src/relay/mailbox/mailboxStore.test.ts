import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openCloudDatabase, type CloudDatabase } from '../../database/cloudDatabase'
import { createMailboxStore } from './createMailboxStore'
import type { MailboxMessage } from './MailboxStore'
import { testDatabase } from '../../../test/testDatabase'

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

const hashes = (messages: MailboxMessage[]) => messages.map((kept) => kept.hash)

describe('the mailbox store, in a database in memory', () => {
  let database: CloudDatabase
  beforeAll(async () => {
    database = await openCloudDatabase(await testDatabase())
  })
  afterAll(() => database.close())
  beforeEach(async () => {
    await database.query('DELETE FROM relay_messages')
  })

  it('keeps a hash once and gives each client what it neither published nor acknowledged', async () => {
    const store = createMailboxStore(database)
    expect(await store.put(message())).toBe(true)
    expect(await store.put(message({ topic: 'other' }))).toBe(false)
    await store.put(message({ hash: 'hash-2', topic: 'topic-b' }))

    expect(await store.pendingFor(['topic-a', 'topic-b'], 'did:key:dapp', now)).toEqual([])
    expect(hashes(await store.pendingFor(['topic-a', 'topic-b'], 'did:key:wallet', now))).toEqual([
      'hash-1',
      'hash-2',
    ])
    await store.acknowledge('did:key:wallet', 'hash-1')
    await store.acknowledge('did:key:wallet', 'hash-1')
    expect(hashes(await store.pendingFor(['topic-a'], 'did:key:wallet', now))).toEqual([])
    expect(hashes(await store.pendingFor(['topic-a'], 'did:key:other', now))).toEqual(['hash-1'])
    expect(await store.pendingFor([], 'did:key:other', now)).toEqual([])
  })

  it('gives back every field as it was put, the attestation only when there was one', async () => {
    const store = createMailboxStore(database)
    const plain = message()
    const attested = message({ hash: 'hash-2', attestation: 'eyJhbGciOi', tag: 1100 })
    await store.put(plain)
    await store.put(attested)
    expect(await store.pendingFor(['topic-a'], 'did:key:wallet', now)).toEqual([plain, attested])
  })

  it('hands messages out oldest first, even within one millisecond', async () => {
    const store = createMailboxStore(database)
    for (const hash of ['z', 'a', 'm']) await store.put(message({ hash }))
    expect(hashes(await store.pendingFor(['topic-a'], 'did:key:wallet', now))).toEqual(['z', 'a', 'm'])
  })

  it('hides expired messages at once and deletes them, acknowledgements too, in the sweep', async () => {
    const store = createMailboxStore(database)
    await store.put(message({ expiresAt: now + 1_000 }))
    await store.acknowledge('did:key:wallet', 'hash-1')
    expect(await store.pendingFor(['topic-a'], 'did:key:other', now + 1_000)).toEqual([])
    expect(await store.deleteExpired(now + 1_000)).toBe(1)
    expect(await store.deleteExpired(now + 1_000)).toBe(0)
    const left = await database.query('SELECT 1 FROM relay_acknowledgements')
    expect(left.rows).toEqual([])
  })

  it('ignores an acknowledgement of a message it does not hold', async () => {
    const store = createMailboxStore(database)
    await store.acknowledge('did:key:wallet', 'no-such-hash')
    await store.put(message({ hash: 'no-such-hash' }))
    expect(hashes(await store.pendingFor(['topic-a'], 'did:key:wallet', now))).toEqual(['no-such-hash'])
  })

  it('lets close() finish a write already under way', async () => {
    const store = createMailboxStore(database)
    const writing = store.put(message())
    await store.close()
    expect(await writing).toBe(true)
  })
})

describe('the mailbox store, in a database in a data directory', () => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'gatehouse-cloud-mailbox-'))
  })
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  it('survives a restart, acknowledgements included, without what expired meanwhile', async () => {
    const options = await testDatabase(dataDir)
    const first = await openCloudDatabase(options)
    const before = createMailboxStore(first)
    await before.put(message())
    await before.put(message({ hash: 'hash-2' }))
    await before.put(message({ hash: 'hash-3', expiresAt: Date.now() + 50 }))
    await before.acknowledge('did:key:wallet', 'hash-1')
    await before.close()
    await first.close()
    await new Promise((resolve) => setTimeout(resolve, 60))

    const second = await openCloudDatabase(options)
    try {
      const after = createMailboxStore(second)
      expect(hashes(await after.pendingFor(['topic-a'], 'did:key:wallet', Date.now()))).toEqual(['hash-2'])
      expect(await after.put(message())).toBe(false)
      expect(await after.deleteExpired(Date.now())).toBe(1)
    } finally {
      await second.close()
    }
  })
})
