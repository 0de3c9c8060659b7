import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite'

/**
 * Inside the workspace every `@gatehouse/*` package resolves to its TypeScript source through the
 * `@gatehouse/source` export condition, so apps, tests and Storybook never need a prior build.
 * Published packages resolve to `dist/` as usual.
 */
export const sourceResolve = {
  resolve: { conditions: ['@gatehouse/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@gatehouse/source', ...defaultServerConditions] } },
} satisfies UserConfig

/**
 * A setup file for tests that start real parts: each worker takes its free ports from a share of its
 * own (harness/src/net/workerPortShare.ts), so files running side by side never pick the same one.
 */
export const workerPortShareSetup = fileURLToPath(
  new URL('./harness/src/net/workerPortShare.ts', import.meta.url),
)

/** Vitest settings shared by every library: tests sit next to the code as `*.test.ts(x)`. */
export function libraryTestConfig(environment: 'node' | 'jsdom' = 'node'): UserConfig {
  return {
    ...sourceResolve,
    test: {
      environment,
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      unstubGlobals: true,
    },
  } as UserConfig
}

/**
 * Vitest settings for Node packages that load the WalletConnect SDK and start services (apps/cloud,
 * tools), with `globalSetup` preparing what their test files share. Without the
 * 'module' condition the SDK resolves to its CommonJS builds, the ones Node itself loads; its ESM
 * builds import CommonJS packages (keyvaluestorage, brotli) in ways only a bundler accepts.
 */
export function walletConnectNodeTestConfig(globalSetup: string, portGroup: 'cloud' | 'tools'): UserConfig {
  return {
    ...sourceResolve,
    ssr: { resolve: { conditions: ['@gatehouse/source', 'node', 'development|production'] } },
    test: {
      include: ['src/**/*.test.ts'],
      globalSetup,
      setupFiles: [workerPortShareSetup],
      env: { GATEHOUSE_PORT_GROUP: portGroup },
      // Three files at a time: these files wait mostly on what they start (a database, a chain, a
      // browser, a timer), and vitest's default here (one worker on two cores) left the cores idle.
      maxWorkers: 3,
      // These tests start real parts (PGlite, anvil, the relay, Chromium). A timeout here only stops
      // a hang; it is no performance check, so it leaves room for a machine busy with other work.
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  } as UserConfig
}
