import { gzipSync } from 'node:zlib'

/** A chunk of a Vite (rolldown) build output with the modules it renders. */
export interface BuiltChunk {
  type: 'chunk'
  fileName: string
  code: string
  modules: Record<string, { renderedLength: number }>
}

/** Modules the host page pays for without the kit: React, its scheduler, Vite's runtime, the page. */
const hostModule =
  /node_modules\/(react|react-dom|scheduler)\/|^\0?vite\/|\/examples\/|rolldown\/runtime|\/no-kit-page\//

/** Where a module comes from: its npm package, or its workspace library. */
export function moduleOrigin(id: string): string {
  const fromPackage = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (fromPackage?.[1]) return fromPackage[1]
  const fromLibrary = id.match(/\/(libs\/[^/]+\/src\/[^/]+)/)
  return fromLibrary?.[1] ?? id.replace(/^.*\/(examples|tools)\//, '$1/')
}

/**
 * Splits the gzip bytes of `chunks` between the host (React and its page) and the kit, module by
 * module: each chunk's gzip size is shared out in proportion to its modules' rendered (minified)
 * length. An estimate beside the measured difference between the kit page and the no-kit page.
 */
export function splitHostAndKit(chunks: BuiltChunk[]) {
  let host = 0
  let kit = 0
  const byOrigin = new Map<string, number>()
  for (const chunk of chunks) {
    const gzip = gzipSync(chunk.code, { level: 9 }).length
    const modules = Object.entries(chunk.modules)
    const rendered = modules.reduce((sum, [, module]) => sum + module.renderedLength, 0) || 1
    for (const [id, module] of modules) {
      const share = (gzip * module.renderedLength) / rendered
      if (hostModule.test(id)) host += share
      else {
        kit += share
        const origin = moduleOrigin(id)
        byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + share)
      }
    }
  }
  const kitByOrigin = [...byOrigin.entries()].sort((a, b) => b[1] - a[1])
  return { host: Math.round(host), kit: Math.round(kit), kitByOrigin }
}
