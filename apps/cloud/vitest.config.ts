import { defineConfig } from 'vitest/config'
import { walletConnectNodeTestConfig } from '../../vite.shared.ts'

const shared = walletConnectNodeTestConfig('test/databaseTemplateSetup.ts')

// The same suite twice: on PGlite (the embedded default of `npm start`) and on a PostgreSQL server
// the run starts itself (test/postgresSetup.ts), each suite on databases of its own.
// `vitest run --project pglite` (or postgres) runs one of them.
export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    projects: [
      { extends: true, test: { name: 'pglite' } },
      { extends: true, test: { name: 'postgres', globalSetup: 'test/postgresSetup.ts' } },
    ],
  },
})
