import { readFileSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'

/** The installed PGlite's version (its package.json is not exported, so read beside its entry). */
function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const manifest = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8'))
  return String(manifest.version)
}

/**
 * Where the template is kept between processes: `GATEHOUSE_CACHE_DIR` when set, else the system's
 * temporary directory. It is a cache: deleting it costs one slow start.
 */
export function clusterTemplatePath(
  cacheDir = process.env.GATEHOUSE_CACHE_DIR || join(tmpdir(), 'gatehouse'),
) {
  return join(cacheDir, `pglite-${installedPgliteVersion()}-cluster.tar.gz`)
}

const pending = new Map<string, Promise<Blob>>()

/**
 * A freshly initialised, empty PGlite cluster as a gzipped tarball. Creating a PGlite database from
 * nothing runs Postgres' initdb in WebAssembly, which costs seconds (3.5 s on an idle core here, over
 * 13 s with the machine busy); loading this tarball instead costs about a second. It holds no schema
 * and no data (migrations run afterwards), so it depends only on the PGlite version, which names the
 * file. Made once per machine and shared by every process; a damaged file is made again.
 */
export function clusterTemplate(path = clusterTemplatePath()): Promise<Blob> {
  let template = pending.get(path)
  if (!template) {
    template = readTemplate(path).catch(() => writeTemplate(path))
    pending.set(path, template)
    template.catch(() => pending.delete(path))
  }
  return template
}

async function readTemplate(path: string): Promise<Blob> {
  const bytes = await readFile(path)
  // A gzip stream starts with 1f 8b; anything else (a file cut short by a crash) is made again.
  if (bytes.length < 1024 || bytes[0] !== 0x1f || bytes[1] !== 0x8b) throw new Error('not a template')
  return new Blob([bytes])
}

async function writeTemplate(path: string): Promise<Blob> {
  const database = await PGlite.create()
  const template = await database.dumpDataDir('gzip').finally(() => database.close())
  await mkdir(join(path, '..'), { recursive: true })
  // Written aside then renamed, so a process reading at the same time never sees half a file.
  const partial = `${path}.${process.pid}.partial`
  await writeFile(partial, new Uint8Array(await template.arrayBuffer()))
  await rename(partial, path)
  return template
}
