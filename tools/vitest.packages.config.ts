import { defineConfig } from 'vitest/config'
import { walletConnectNodeTestConfig } from '../vite.shared.ts'

const base = walletConnectNodeTestConfig('src/cloud/warmCloudSetup.ts', 'tools')

/**
 * The published packages: build, pack, lint each tarball, then a host installed from the tarballs.
 * Its steps build and install; their limits are generous because a busy machine only makes them slower.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['src/packages/**/*.e2e.ts'],
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
})
