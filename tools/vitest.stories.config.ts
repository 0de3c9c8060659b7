import { defineConfig } from 'vitest/config'
import { sourceResolve } from '../vite.shared.ts'

export default defineConfig({
  ...sourceResolve,
  test: {
    include: ['src/stories/stories.e2e.ts'],
    // Renders run side by side, as many as the story test opens pages (pageCount in stories.e2e.ts).
    maxConcurrency: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
