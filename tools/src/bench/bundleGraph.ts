import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** One entry of Vite's build manifest. */
interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export interface ChunkSize {
  file: string
  /** What the chunk is: its source module for dynamic entries, else "shared". */
  name: string
  bytes: number
  gzipBytes: number
}

/** A dynamic entry's name: its module (`AccountView`), or its library for an index (`feature-send`). */
function chunkName(src: string): string {
  const parts = src.split('/')
  const module = (parts.pop() ?? src).replace(/\.[tj]sx?$/, '')
  if (module === 'index' && parts.at(-1) === 'src' && parts.length >= 2) return parts.at(-2) as string
  return module
}

/** Reads a Vite build's manifest and measures its chunks. */
export function bundleGraph(distDir: string) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const size = (key: string): ChunkSize => {
    const chunk = manifest[key] as ManifestChunk
    const content = readFileSync(join(distDir, chunk.file))
    const name = chunk.src ? chunkName(chunk.src) : chunk.file
    return {
      file: chunk.file,
      name,
      bytes: content.length,
      gzipBytes: gzipSync(content, { level: 9 }).length,
    }
  }
  /** Keys of the chunks loaded statically from `keys` (the chunks themselves included). */
  const staticClosure = (keys: string[]): string[] => {
    const seen = new Set<string>()
    const visit = (key: string) => {
      if (seen.has(key)) return
      seen.add(key)
      manifest[key]?.imports?.forEach(visit)
    }
    keys.forEach(visit)
    return [...seen]
  }
  const entryKeys = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key)
  const initial = staticClosure(entryKeys)
  return {
    /** JavaScript a page loads before the visitor does anything. */
    initial: initial.map(size),
    /** Every lazily loaded chunk, with what it pulls in that the page does not have yet. */
    lazy: Object.entries(manifest)
      .filter(([, chunk]) => chunk.isDynamicEntry)
      .map(([key]) => ({
        entry: size(key),
        extra: staticClosure([key])
          .filter((k) => !initial.includes(k))
          .map(size),
      })),
  }
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
export const total = (
  chunks: { gzipBytes: number; bytes?: number }[],
  field: 'bytes' | 'gzipBytes' = 'gzipBytes',
) => chunks.reduce((sum, chunk) => sum + (chunk[field] ?? 0), 0)
