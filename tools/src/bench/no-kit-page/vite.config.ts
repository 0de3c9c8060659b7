import { defineConfig } from 'vite'

/** Built like examples/react-minimal, so the two pages differ only by the kit. */
export default defineConfig({
  build: { outDir: 'dist', manifest: true, target: 'es2022' },
})
