import type { AuthTypes } from '@walletconnect/types'
import { getMethodsFromRecap, getRecapFromResources } from '@walletconnect/utils'

/**
 * The methods a one-step authenticate request asks the session to allow: the actions of its ReCap
 * (the last resource), none when it has no ReCap or one that cannot be read.
 */
export function requestedMethods(authPayload: Pick<AuthTypes.PayloadParams, 'resources'>): string[] {
  const recap = getRecapFromResources(authPayload.resources)
  if (!recap) return []
  try {
    return getMethodsFromRecap(recap) as string[]
  } catch {
    return []
  }
}
