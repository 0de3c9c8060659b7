import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startCloudProcess } from '../cloud/startCloudProcess'

/** How long apps/cloud's command line takes from spawn to listening, in each situation, in ms. */
export interface CloudStartSample {
  /** A machine that never ran it: no cluster template yet, a new data directory (initdb runs). */
  firstOnMachine: number
  /** A new data directory, from the cached cluster template (a new deployment, or `npm start` on a fresh clone). */
  newDataDir: number
  /** The same data directory again (a restart). */
  restart: number
  /** No data directory: the database in memory (tests). */
  inMemory: number
}

async function timeStart(env: Record<string, string>): Promise<number> {
  const started = performance.now()
  const cloud = await startCloudProcess(env)
  const ms = performance.now() - started
  await cloud.stop()
  return ms
}

/** One sample of each kind of start, each a new Node process (module loading included). */
export async function measureCloudStart(): Promise<CloudStartSample> {
  const folder = mkdtempSync(join(tmpdir(), 'gatehouse-bench-cloud-'))
  try {
    const cache = { GATEHOUSE_CACHE_DIR: join(folder, 'cache') }
    const firstOnMachine = await timeStart({ ...cache, GATEHOUSE_CLOUD_DATA: join(folder, 'first') })
    const newDataDir = await timeStart({ ...cache, GATEHOUSE_CLOUD_DATA: join(folder, 'second') })
    const restart = await timeStart({ ...cache, GATEHOUSE_CLOUD_DATA: join(folder, 'second') })
    const inMemory = await timeStart(cache)
    return { firstOnMachine, newDataDir, restart, inMemory }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}
