import { ok, type RestRoute } from './restRoute'

/**
 * mempool.space's recommended fee rates (sat/vB). bcoin cannot estimate fees on a chain without a
 * fee market (`estimatesmartfee` answers -1), so these are fixed values, ordered as on a quiet
 * mainnet day and all above the node's minimum relay fee of 1 sat/vB.
 */
export const recommendedFees = {
  fastestFee: 5,
  halfHourFee: 4,
  hourFee: 3,
  economyFee: 2,
  minimumFee: 1,
} as const

/** `GET /v1/fees/recommended`. */
export function feeRoutes(): RestRoute[] {
  return [{ method: 'GET', path: /^\/v1\/fees\/recommended$/, handle: async () => ok(recommendedFees) }]
}
