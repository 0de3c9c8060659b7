import { defineConfig } from 'vitest/config'
import { sourceResolve } from '../../vite.shared.ts'

export default defineConfig({
  ...sourceResolve,
  test: { include: ['src/**/*.test.ts'], testTimeout: 20_000 },
})
