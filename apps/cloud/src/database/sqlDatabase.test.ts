import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newPostgresDatabase, onPostgres, testDatabase } from '../../test/testDatabase'
import { waitFor } from '@gatehouse/harness/net'
import { openCloudDatabase, type CloudDatabase } from './cloudDatabase'
import { DatabaseUnavailableError } from './DatabaseUnavailableError'
import { migrationIds } from './migrations'

describe(`the service's database (${onPostgres ? 'PostgreSQL server' : 'PGlite'})`, () => {
  let database: CloudDatabase
  beforeAll(async () => {
    database = await openCloudDatabase(await testDatabase())
  })
  afterAll(() => database.close())

  it('answers the same types on PGlite and PostgreSQL', async () => {
    const { rows } = await database.query(
      `SELECT 12345678901234::bigint AS big, count(*) AS counted, 1.50::numeric AS exact,
              '{a,b}'::text[] AS list, '{"x":1}'::json AS doc, $1::text AS given`,
      ['given'],
    )
    expect(rows).toEqual([
      { big: 12345678901234, counted: 1, exact: '1.50', list: ['a', 'b'], doc: { x: 1 }, given: 'given' },
    ])
  })

  it('counts the rows a statement changed and rolls a failed transaction back', async () => {
    const insert = `INSERT INTO analytics_events (event_id, project_id, event, sent_at, received_at, payload)
       VALUES ($1, 'p', 'MODAL_OPEN', 1, 1, '{}') ON CONFLICT DO NOTHING`
    const id = '6f1c1d2e-1111-4c4c-8888-000000000009'
    await expect(
      database.transaction(async (tx) => {
        await tx.query(insert, [id])
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    expect((await database.query(insert, [id])).affectedRows).toBe(1)
    expect((await database.query(insert, [id])).affectedRows).toBe(0)
  })

  it('has every migration recorded', async () => {
    const { rows } = await database.query<{ id: number }>('SELECT id FROM cloud_migrations ORDER BY id')
    expect(rows.map((row) => row.id)).toEqual(migrationIds)
  })
})

describe.runIf(onPostgres)('several instances on one PostgreSQL server', () => {
  it('run the migrations once when they start together', async () => {
    const databaseUrl = await newPostgresDatabase()
    const instances = await Promise.all([1, 2, 3, 4].map(() => openCloudDatabase({ databaseUrl })))
    try {
      for (const instance of instances) {
        const { rows } = await instance.query<{ id: number }>('SELECT id FROM cloud_migrations ORDER BY id')
        expect(rows.map((row) => row.id)).toEqual(migrationIds)
      }
    } finally {
      await Promise.all(instances.map((instance) => instance.close()))
    }
  })

  it('hear each other through notify and listen', async () => {
    const databaseUrl = await newPostgresDatabase()
    const [one, two] = await Promise.all([
      openCloudDatabase({ databaseUrl }),
      openCloudDatabase({ databaseUrl }),
    ])
    try {
      const heard: string[] = []
      let listening = false
      two.listen(
        'news',
        (payload) => heard.push(payload),
        () => (listening = true),
      )
      await waitFor(() => listening, 'the listening session')
      await one.notify('news', 'hello')
      await waitFor(() => heard.length === 1, 'the notification')
      expect(heard).toEqual(['hello'])
    } finally {
      await Promise.all([one.close(), two.close()])
    }
  })

  it('elect one leader, and another takes over when its connection ends', async () => {
    const databaseUrl = await newPostgresDatabase()
    const [one, two] = await Promise.all([
      openCloudDatabase({ databaseUrl }),
      openCloudDatabase({ databaseUrl }),
    ])
    const leading = new Set<string>()
    try {
      one.lead(
        'indexer',
        () => leading.add('one'),
        () => leading.delete('one'),
      )
      await waitFor(() => leading.has('one'), 'the first instance to lead')
      two.lead(
        'indexer',
        () => leading.add('two'),
        () => leading.delete('two'),
      )
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect([...leading]).toEqual(['one'])
      await one.close()
      await waitFor(() => leading.has('two'), 'the second instance to take over')
    } finally {
      await Promise.all([one.close(), two.close()])
    }
  })

  it('report a server out of reach as unavailable', async () => {
    await expect(openCloudDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' })).rejects.toThrow(
      DatabaseUnavailableError,
    )
  })
})
