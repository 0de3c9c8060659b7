import { defineConfig } from 'vitest/config'
import { walletConnectNodeTestConfig } from '../../vite.shared.ts'
import { databaseTestFiles } from './test/databaseTestFiles.ts'

const shared = walletConnectNodeTestConfig('test/databaseTemplateSetup.ts', 'cloud')

// The suite on PGlite (the embedded default of `npm start`), and again on a PostgreSQL server the
// run starts itself (test/postgresSetup.ts) for each test file that takes its database from
// test/testDatabase.ts: only those run differently there. Each suite has databases of its own.
// `vitest run --project pglite` (or postgres) runs one of them. (The projects do not `extends` the
// root: that would add the root's `include` to the postgres project's own.)
export default defineConfig({
  test: {
    projects: [
      { ...shared, test: { ...shared.test, name: 'pglite' } },
      {
        ...shared,
        test: {
          ...shared.test,
          name: 'postgres',
          include: databaseTestFiles(),
          globalSetup: ['test/databaseTemplateSetup.ts', 'test/postgresSetup.ts'],
        },
      },
    ],
  },
})
