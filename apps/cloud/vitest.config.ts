import { defineConfig } from 'vitest/config'
import { sourceResolve } from '../../vite.shared.ts'

// Without the 'module' condition: the WalletConnect SDKs then resolve to their CommonJS builds, the
// ones Node itself loads. Their ESM builds import CommonJS packages (keyvaluestorage, brotli) in ways
// only a bundler accepts, and fail under Vitest's Node loader.
const serverConditions = ['@gatehouse/source', 'node', 'development|production']

export default defineConfig({
  ...sourceResolve,
  ssr: { resolve: { conditions: serverConditions } },
  test: { include: ['src/**/*.test.ts'], testTimeout: 20_000 },
})
