/**
 * A MEASUREMENT aid, not part of `npm test`: the HTTP layer's own tests (src/http/*.test.ts) run
 * against fastifyRequestListener.ts instead of the hand-written listener, to show the adapter that
 * `npm run bench:http` measures keeps the behaviour those tests pin:
 * `npm run bench:http:tests -w @gatehouse/cloud`.
 */
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: [
      {
        find: /^\.\/requestListener$/,
        replacement: fileURLToPath(new URL('./fastifyRequestListener.ts', import.meta.url)),
      },
    ],
    conditions: ['@gatehouse/source'],
  },
  ssr: { resolve: { conditions: ['@gatehouse/source', 'node', 'development|production'] } },
  test: {
    root: fileURLToPath(new URL('../../..', import.meta.url)),
    include: ['src/http/*.test.ts'],
    testTimeout: 60_000,
  },
})
