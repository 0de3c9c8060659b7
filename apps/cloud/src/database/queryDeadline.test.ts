import { describe, expect, it } from 'vitest'
import { onPostgres } from '../../test/testDatabase'
import { openCloudDatabase } from './cloudDatabase'
import { DatabaseTimeoutError } from './DatabaseUnavailableError'

// PGlite runs one statement at a time, so a transaction that never ends holds up everything else.
describe.runIf(!onPostgres)('PGlite statements behind a transaction that hangs', () => {
  it('fail with a DatabaseTimeoutError at the deadline, and run again once it ends', async () => {
    const database = await openCloudDatabase({ timeoutMs: 300 })
    try {
      let finish: () => void = () => undefined
      const held = new Promise<void>((resolve) => (finish = resolve))
      const holding = database.transaction(async (tx) => {
        await tx.query('SELECT 1')
        await held
      })
      await new Promise((resolve) => setTimeout(resolve, 20))
      const started = performance.now()
      await expect(database.query('SELECT 1')).rejects.toThrow(DatabaseTimeoutError)
      await expect(database.transaction((tx) => tx.query('SELECT 1'))).rejects.toThrow(DatabaseTimeoutError)
      const waited = performance.now() - started
      expect(waited).toBeGreaterThanOrEqual(290)
      expect(waited).toBeLessThan(1_000)
      finish()
      await holding
      expect((await database.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }])
    } finally {
      await database.close()
    }
  })
})
