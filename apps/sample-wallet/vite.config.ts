import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { sourceResolve } from '../../vite.shared.ts'

/** The sample wallet. Its relay and chains arrive at run time (see src/config/readWalletConfig.ts). */
export default defineConfig({
  ...sourceResolve,
  // Vite replaces `process.env` with `{}` in browser code, which would hide the IS_VITEST switch that
  // index.html sets on window.process at run time (see the comment there). Read that one at run time.
  define: { 'process.env.IS_VITEST': 'globalThis.process?.env?.IS_VITEST' },
  plugins: [react()],
  // WalletKit is most of the bundle; a development wallet loaded from this machine can afford it.
  build: { outDir: 'dist', sourcemap: true, target: 'es2022', chunkSizeWarningLimit: 1600 },
  server: { host: '127.0.0.1' },
})
