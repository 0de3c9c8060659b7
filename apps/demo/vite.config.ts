import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { sourceResolve } from '../../vite.shared.ts'

/** The demo host site. Its chains' RPC URLs arrive at run time (see src/demoConfig.ts). */
export default defineConfig({
  ...sourceResolve,
  plugins: [react()],
  // The manifest tells the e2e tests which chunk is which feature (they check what is requested).
  build: { outDir: 'dist', sourcemap: true, target: 'es2022', manifest: true },
  server: { host: '127.0.0.1' },
})
