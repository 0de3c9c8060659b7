/**
 * A MEASUREMENT, not production code: `--import` this module (after tsx) and the service's
 * src/http/requestListener.ts resolves to fastifyRequestListener.ts instead, so startCloud serves
 * every route of both origins through Fastify without a line of the service changed. Only
 * `npm run bench:http` uses it.
 */
import { register } from 'node:module'

register('./swapRequestListener.ts', import.meta.url)
