import { defineConfig } from 'vitest/config'
import { sourceResolve } from '../vite.shared.ts'

// Without the 'module' condition the WalletConnect SDKs resolve to their CommonJS builds, the ones Node
// itself loads; their ESM builds import CommonJS packages in ways only a bundler accepts.
const serverConditions = ['@gatehouse/source', 'node', 'development|production']

export default defineConfig({
  ...sourceResolve,
  ssr: { resolve: { conditions: serverConditions } },
  test: { include: ['src/**/*.test.ts'], testTimeout: 20_000 },
})
