import { defineConfig } from 'vite'
import { sourceResolve } from '../../vite.shared.ts'

/** Built as a host would build it; the manifest lets the bench's bundle graph measure the AppKit style. */
export default defineConfig({
  ...sourceResolve,
  build: { outDir: 'dist', manifest: true, target: 'es2022' },
})
