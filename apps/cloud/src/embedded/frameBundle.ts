import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

/** The secure frame's script and style, built once per process from src/frame. */
export interface FrameBundle {
  script: string
  style: string
}

const entry = fileURLToPath(new URL('../frame/main.ts', import.meta.url))
const styleFile = fileURLToPath(new URL('../frame/frame.css', import.meta.url))

let bundle: Promise<FrameBundle> | undefined

/**
 * Bundles the frame's browser code (src/frame/main.ts with viem's accounts) with esbuild, in memory,
 * at the service's start, and keeps it for the life of the process (about a second on the 2-core
 * machine): no build step to forget, and the code served is the code of the running service.
 */
export function frameBundle(): Promise<FrameBundle> {
  bundle ??= (async () => {
    const [script, style] = await Promise.all([
      build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        minify: true,
        conditions: ['@gatehouse/source'],
        legalComments: 'none',
      }),
      build({ entryPoints: [styleFile], bundle: true, write: false, minify: true }),
    ])
    return { script: script.outputFiles[0]?.text ?? '', style: style.outputFiles[0]?.text ?? '' }
  })()
  bundle.catch(() => {
    bundle = undefined
  })
  return bundle
}
