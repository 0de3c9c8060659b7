import { defineConfig } from 'vitest/config'
import { sourceResolve } from '../../vite.shared.ts'

/** End-to-end tests: Chromium against the built demo and real local chains, one file at a time. */
export default defineConfig({
  ...sourceResolve,
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: 'e2e/layoutCoverage.setup.ts',
    // Hang guards only: a busy machine makes real parts and Chromium slower, never a test wrong.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
})
