import { isGatehouseError } from '@gatehouse/common'

/** Why an address was not accepted or no code could be sent for it. */
export type EmailProblem =
  | { kind: 'invalid' }
  | { kind: 'same' }
  | { kind: 'taken' }
  | { kind: 'cooldown'; seconds: number }
  | { kind: 'failed' }

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
  if (/too many/.test(text)) return { kind: 'tooManyTries' }
  // No code waiting (used, or never asked for) reads as an expired one: either way a new one is needed.
  if (/expired|no code/.test(text)) return { kind: 'expired' }
  if (/invalid|wrong|incorrect|does not match|mismatch/.test(text) && /code|otp/.test(text))
    return { kind: 'wrong' }
  return { kind: 'failed' }
}

/**
 * An address refusal: a resend too soon, an address the service finds invalid, unchanged or another
 * account's, else a failure to send (the visitor's entry stays either way).
 */
export function emailProblemOf(error: unknown): EmailProblem {
  const seconds = cooldownSeconds(error)
  if (seconds !== undefined) return { kind: 'cooldown', seconds }
  const text = error instanceof Error ? error.message.toLowerCase() : ''
  if (/valid e-mail|invalid e-?mail/.test(text)) return { kind: 'invalid' }
  if (/already your/.test(text)) return { kind: 'same' }
  if (/another account|taken/.test(text)) return { kind: 'taken' }
  return { kind: 'failed' }
}
