import { isGatehouseError } from '@gatehouse/common'

/** Why an address was not accepted or no code could be sent for it. */
export type EmailProblem =
  { kind: 'invalid' } | { kind: 'same' } | { kind: 'cooldown'; seconds: number } | { kind: 'failed' }

/** Why a one-time code was not accepted. */
export type CodeProblem =
  | { kind: 'wrong' }
  | { kind: 'expired' }
  | { kind: 'tooManyTries' }
  | { kind: 'cooldown'; seconds: number }
  | { kind: 'failed' }

/** The seconds of 'Please try again after {n} seconds' (SPEC §5), when the error is that refusal. */
export function cooldownSeconds(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined
  const match = /^Please try again after (\d+) seconds$/.exec(error.message)
  return match ? Number(match[1]) : undefined
}

/**
 * What the service's refusal of a code means for the visitor: a wrong code, an expired one, too many
 * tries (the service stops checking codes for that login), a resend too soon, or a failure that is none
 * of these (the frame or the service failed). The frame's reply carries its message; a GatehouseError's
 * code names the reason where the kit gives one.
 */
export function codeProblemOf(error: unknown): CodeProblem {
  const seconds = cooldownSeconds(error)
  if (seconds !== undefined) return { kind: 'cooldown', seconds }
  if (!(error instanceof Error)) return { kind: 'failed' }
  const text = `${isGatehouseError(error) ? error.code : ''} ${error.message}`.toLowerCase()
  if (/too many|attempts|tries|locked/.test(text)) return { kind: 'tooManyTries' }
  if (/expired/.test(text)) return { kind: 'expired' }
  if (/invalid|wrong|incorrect|does not match|mismatch/.test(text) && /code|otp/.test(text))
    return { kind: 'wrong' }
  return { kind: 'failed' }
}

/** An address refusal: a resend too soon, else a failure to send (the visitor's entry stays). */
export function emailProblemOf(error: unknown): EmailProblem {
  const seconds = cooldownSeconds(error)
  return seconds !== undefined ? { kind: 'cooldown', seconds } : { kind: 'failed' }
}
