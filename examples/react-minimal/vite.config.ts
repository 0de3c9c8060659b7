import { defineConfig } from 'vite'
import { sourceResolve } from '../../vite.shared.ts'

/** Built exactly as a host would build it; the manifest lets the budget check follow the imports. */
export default defineConfig({
  ...sourceResolve,
  build: { outDir: 'dist', manifest: true, target: 'es2022' },
})
