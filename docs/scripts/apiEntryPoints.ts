import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** One entry point of a published package: its import specifier and the source file behind it. */
export interface ApiEntryPoint {
  /** What a host imports, for example `@gatehouse/appkit/react`. */
  specifier: string
  /** The TypeScript source the `@gatehouse/source` condition points at. */
  file: string
}

type ExportTarget = string | { [condition: string]: ExportTarget }

/** The source file of one `exports` entry: its `@gatehouse/source` condition, or a plain path. */
function sourceOf(target: ExportTarget): string | undefined {
  if (typeof target === 'string') return target.endsWith('.ts') ? target : undefined
  const source = target['@gatehouse/source']
  return source === undefined ? undefined : sourceOf(source)
}

/**
 * Every entry point of every package under `libs/` that is published (not `private`), read from its
 * package.json `exports`, so a new library or entry is documented without editing this list.
 */
export function apiEntryPoints(repositoryRoot: string): ApiEntryPoint[] {
  const libs = resolve(repositoryRoot, 'libs')
  const entries: ApiEntryPoint[] = []
  for (const folder of readdirSync(libs).sort()) {
    const manifestPath = join(libs, folder, 'package.json')
    if (!existsSync(manifestPath)) continue
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      name: string
      private?: boolean
      exports?: Record<string, ExportTarget>
    }
    if (manifest.private) continue
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      const source = sourceOf(target)
      if (!source) continue
      entries.push({
        specifier: subpath === '.' ? manifest.name : `${manifest.name}/${subpath.replace(/^\.\//, '')}`,
        file: join(libs, folder, source),
      })
    }
  }
  return entries
}
