import { defineConfig } from 'vitest/config'
import { sourceResolve } from '../../vite.shared.ts'

/** End-to-end tests: Chromium against the built demo and real local chains, one file at a time. */
export default defineConfig({
  ...sourceResolve,
  test: {
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
})
