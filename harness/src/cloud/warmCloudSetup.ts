import { readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startCloudProcess } from './startCloudProcess'

/**
 * Whether the service's PGlite cluster template is already on this machine: the cache its
 * documentation names (a `pglite-<version>-cluster.tar.gz` under GATEHOUSE_CACHE_DIR, by default
 * the system's temporary directory's `gatehouse` folder).
 */
function templateCached(): boolean {
  const folder = process.env.GATEHOUSE_CACHE_DIR || join(tmpdir(), 'gatehouse')
  try {
    return readdirSync(folder).some((name) => /^pglite-.+-cluster\.tar\.gz$/.test(name))
  } catch {
    return false
  }
}

/**
 * Vitest global setup of suites that start the service: on a machine without its PGlite template
 * yet, starts it once and stops it before any test file runs, so that test files starting it side
 * by side never each make the template at the same time (initdb in WebAssembly, seconds each). With
 * the template there, it costs nothing.
 */
export default async function setup(): Promise<void> {
  if (templateCached()) return
  const cloud = await startCloudProcess()
  await cloud.close()
}
