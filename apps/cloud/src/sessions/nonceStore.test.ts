import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openCloudDatabase } from '../database/cloudDatabase'
import type { CloudDatabase } from '../database/SqlDatabase'
import { testDatabase } from '../../test/testDatabase'
import { createNonceStore } from './nonceStore'

describe('the nonce store', () => {
  let database: CloudDatabase
  beforeAll(async () => {
    database = await openCloudDatabase(await testDatabase())
  })
  afterAll(() => database?.close())

  it('spends a nonce once when a second transaction tries while the first holds it', async () => {
    const nonces = createNonceStore(database)
    const now = Date.now()
    const { nonce } = await nonces.issue('race', now, 60_000)
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let consumed = () => {}
    const firstConsumed = new Promise<void>((resolve) => (consumed = resolve))
    const first = database.transaction(async (tx) => {
      const spent = await nonces.consume(tx, 'race', nonce, now)
      consumed()
      await held
      return spent
    })
    await firstConsumed
    // On PostgreSQL the second UPDATE waits for the first transaction's row lock, then finds the
    // nonce used; PGlite runs one transaction at a time, so it waits for the first as a whole.
    const second = database.transaction((tx) => nonces.consume(tx, 'race', nonce, now))
    await new Promise((resolve) => setTimeout(resolve, 200))
    release()
    expect(await Promise.all([first, second])).toEqual([true, false])
    expect((await nonces.find('race', nonce))?.usedAt).toBe(now)
  })

  it('spends only an unexpired nonce of the same project, and sweeps the expired ones', async () => {
    const nonces = createNonceStore(database)
    const now = Date.now()
    const { nonce, expiresAt } = await nonces.issue('p1', now, 1000)
    expect(expiresAt).toBe(now + 1000)
    expect(await database.transaction((tx) => nonces.consume(tx, 'p2', nonce, now))).toBe(false)
    expect(await database.transaction((tx) => nonces.consume(tx, 'p1', nonce, now + 1000))).toBe(false)
    expect(await nonces.find('p1', nonce)).toEqual({ issuedAt: now, expiresAt: now + 1000, usedAt: null })
    await nonces.sweep(now + 1001)
    expect(await nonces.find('p1', nonce)).toBeUndefined()
  })
})
