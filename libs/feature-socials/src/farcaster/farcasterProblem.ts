import { isGatehouseError } from '@gatehouse/common'

/**
 * Why a Farcaster sign-in failed, as the visitor is told: the link ran out (expired or already used),
 * the app's signature does not match the message, the signing key is not the fid's custody key, or
 * anything else (the frame, the service or the registry failed).
 */
export type FarcasterProblem = 'expired' | 'signature' | 'custody' | 'failed'

/** Reads the frame's refusal (apps/cloud's message, passed through the frame) as a FarcasterProblem. */
export function farcasterProblemOf(error: unknown): FarcasterProblem {
  if (!(error instanceof Error)) return 'failed'
  const text = `${isGatehouseError(error) ? error.code : ''} ${error.message}`.toLowerCase()
  if (/custody/.test(text)) return 'custody'
  if (/signature/.test(text)) return 'signature'
  if (/expired|already used|unknown/.test(text) && /farcaster/.test(text)) return 'expired'
  return 'failed'
}
