import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { sourceResolve } from '../../vite.shared.ts'

/** The demo host site. Its chains' RPC URLs arrive at run time (see src/demoConfig.ts). */
export default defineConfig({
  ...sourceResolve,
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true, target: 'es2022' },
  server: { host: '127.0.0.1' },
})
