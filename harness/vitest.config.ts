import { defineConfig } from 'vitest/config'
import { libraryTestConfig } from '../vite.shared.ts'

const shared = libraryTestConfig('node')

export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    // These tests start the service as a process; a timeout only stops a hang on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
