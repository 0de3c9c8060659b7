import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clusterTemplate, clusterTemplatePath } from './clusterTemplate'
import { openCloudDatabase } from './cloudDatabase'
import { onPostgres } from '../../test/testDatabase'

// PGlite's own files: the same in both projects, so run once.
describe.skipIf(onPostgres)('the PGlite cluster template', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gatehouse-template-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('is named by the PGlite version, under GATEHOUSE_CACHE_DIR when set', () => {
    expect(clusterTemplatePath('/cache')).toMatch(/^\/cache\/pglite-\d+\.\d+\.\d+-cluster\.tar\.gz$/)
  })

  it('is written once as a gzip file and read back by the next caller', async () => {
    const path = join(dir, 'made.tar.gz')
    const made = await clusterTemplate(path)
    const written = await readFile(path)
    expect([...written.subarray(0, 2)]).toEqual([0x1f, 0x8b])
    expect(written.length).toBe(made.size)
    expect(await clusterTemplate(path)).toBe(made)
  })

  it('is made again when the file on disk is damaged', async () => {
    const path = join(dir, 'damaged.tar.gz')
    await writeFile(path, 'half a file')
    const template = await clusterTemplate(path)
    expect(template.size).toBeGreaterThan(1024)
    expect((await stat(path)).size).toBe(template.size)
  })
})

describe.skipIf(onPostgres)('openCloudDatabase on PGlite', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gatehouse-database-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('starts a new data directory from the template with the schema in place, and reopens it as it is', async () => {
    const first = await openCloudDatabase({ dataDir: dir })
    await first.query(`INSERT INTO analytics_events (event_id, project_id, event, sent_at, received_at, payload)
       VALUES ('6f1c1d2e-1111-4c4c-8888-000000000001', 'p', 'MODAL_OPEN', 1, 1, '{}')`)
    await first.close()
    const again = await openCloudDatabase({ dataDir: dir })
    const { rows } = await again.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM analytics_events',
    )
    await again.close()
    expect(rows[0]?.count).toBe(1)
  })

  it('opens a database in memory without a data directory', async () => {
    const database = await openCloudDatabase()
    const { rows } = await database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM relay_messages',
    )
    await database.close()
    expect(rows[0]?.count).toBe(0)
  })
})
