import { defineConfig } from 'vitest/config'
import { sourceResolve } from '../vite.shared.ts'

export default defineConfig({
  ...sourceResolve,
  test: {
    include: ['src/stories/stories.e2e.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
