import { defineConfig } from 'vitest/config'
import { walletConnectNodeTestConfig } from '../vite.shared.ts'

const shared = walletConnectNodeTestConfig()

export default defineConfig({
  ...shared,
  // The hooks here start real parts (anvil chains, apps/cloud, SDK clients, Chromium) and wait until
  // each is ready; on a shared two-core machine that can pass vitest's 10 s default, which would
  // fail a test only because the machine is busy. The timeout only bounds a hang.
  test: { ...shared.test, hookTimeout: 120_000 },
})
