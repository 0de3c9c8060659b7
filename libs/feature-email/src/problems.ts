import { isGatehouseError } from '@gatehouse/common'
import { frameRefusalReason } from '@gatehouse/embedded-wallet/refusal'

/** Why an address was not accepted or no code could be sent for it. */
export type EmailProblem =
  | { kind: 'invalid' }
  | { kind: 'same' }
  | { kind: 'taken' }
  | { kind: 'cooldown'; seconds: number }
  | AddressLimit
  | { kind: 'failed' }

/** Why a one-time code was not accepted. */
export type CodeProblem =
  | { kind: 'wrong' }
  | { kind: 'expired' }
  | { kind: 'tooManyTries' }
  | { kind: 'cooldown'; seconds: number }
  | AddressLimit
  | { kind: 'failed' }

/**
 * The service's limits on an address, for the minutes they still hold: `locked` after too many wrong
 * codes for it (whatever code is tried), `tooManyCodes` when the address, or the visitor's network,
 * was sent as many codes as an hour allows.
 */
export type AddressLimit = { kind: 'locked'; minutes: number } | { kind: 'tooManyCodes'; minutes: number }

/**
 * The service's limit behind a refusal (its stable reason: EMAIL_LOCKED, EMAIL_CODE_LIMIT,
 * EMAIL_CLIENT_LIMIT), with the minutes its message gives; undefined for any other refusal.
 */
export function addressLimitOf(error: unknown): AddressLimit | undefined {
  const reason = frameRefusalReason(error)
  const minutes = error instanceof Error ? /(\d+) minutes?/.exec(error.message)?.[1] : undefined
  if (minutes === undefined) return undefined
  if (reason === 'EMAIL_LOCKED') return { kind: 'locked', minutes: Number(minutes) }
  if (reason === 'EMAIL_CODE_LIMIT' || reason === 'EMAIL_CLIENT_LIMIT')
    return { kind: 'tooManyCodes', minutes: Number(minutes) }
  return undefined
}

/** The seconds of 'Please try again after {n} seconds' (docs/reference/validation.md#email-cooldown), when the error is that refusal. */
export function cooldownSeconds(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined
  const match = /^Please try again after (\d+) seconds$/.exec(error.message)
  return match ? Number(match[1]) : undefined
}

/**
 * What the service's refusal of a code means for the visitor: a wrong code, an expired one, too many
 * tries (the service stops checking codes for that login), a resend too soon, the address locked or out
 * of codes for a while (`AddressLimit`), or a failure that is none
 * of these (the frame or the service failed). The frame's reply carries its message; a GatehouseError's
 * code names the reason where the kit gives one.
 */
export function codeProblemOf(error: unknown): CodeProblem {
  const seconds = cooldownSeconds(error)
  if (seconds !== undefined) return { kind: 'cooldown', seconds }
  const limit = addressLimitOf(error)
  if (limit) return limit
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
 * An address refusal: a resend too soon, the address locked or out of codes for a while, an address
 * the service finds invalid, unchanged or another account's, else a failure to send (the visitor's entry stays either way).
 */
export function emailProblemOf(error: unknown): EmailProblem {
  const seconds = cooldownSeconds(error)
  if (seconds !== undefined) return { kind: 'cooldown', seconds }
  const limit = addressLimitOf(error)
  if (limit) return limit
  const text = error instanceof Error ? error.message.toLowerCase() : ''
  if (/valid e-mail|invalid e-?mail/.test(text)) return { kind: 'invalid' }
  if (/already your/.test(text)) return { kind: 'same' }
  if (/another account|taken/.test(text)) return { kind: 'taken' }
  return { kind: 'failed' }
}
