import { defineConfig } from 'vitest/config'
import { sourceResolve, workerPortShareSetup } from '../../vite.shared.ts'
import { e2eWorkers } from './e2e/e2eWorkers.ts'

/** End-to-end tests: Chromium against the built demo and real local chains, two files at a time. */
export default defineConfig({
  ...sourceResolve,
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: 'e2e/layoutCoverage.setup.ts',
    setupFiles: [workerPortShareSetup],
    env: { GATEHOUSE_PORT_GROUP: 'e2e' },
    // Hang guards only: a busy machine makes real parts and Chromium slower, never a test wrong.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    maxWorkers: e2eWorkers,
  },
})
