import { HttpError } from '../http/HttpResponse'

/** The stable codes of Farcaster sign-in's refusals (sent as `code` beside the message). */
export const FarcasterRefusalCode = {
  ChannelUnknown: 'FARCASTER_CHANNEL_UNKNOWN',
  ChannelExpired: 'FARCASTER_CHANNEL_EXPIRED',
  ChannelUsed: 'FARCASTER_CHANNEL_USED',
  ChannelAnswered: 'FARCASTER_CHANNEL_ANSWERED',
  MessageInvalid: 'FARCASTER_MESSAGE_INVALID',
  SignatureInvalid: 'FARCASTER_SIGNATURE_INVALID',
  CustodyMismatch: 'FARCASTER_CUSTODY_MISMATCH',
  RegistryUnavailable: 'FARCASTER_REGISTRY_UNAVAILABLE',
  NotConfigured: 'FARCASTER_NOT_CONFIGURED',
  AttemptRefused: 'FARCASTER_ATTEMPT_REFUSED',
} as const
export type FarcasterRefusalCode = (typeof FarcasterRefusalCode)[keyof typeof FarcasterRefusalCode]

const statusOf: Record<FarcasterRefusalCode, number> = {
  FARCASTER_CHANNEL_UNKNOWN: 401,
  FARCASTER_CHANNEL_EXPIRED: 410,
  FARCASTER_CHANNEL_USED: 410,
  FARCASTER_CHANNEL_ANSWERED: 409,
  FARCASTER_MESSAGE_INVALID: 400,
  FARCASTER_SIGNATURE_INVALID: 401,
  FARCASTER_CUSTODY_MISMATCH: 401,
  FARCASTER_REGISTRY_UNAVAILABLE: 503,
  // A feature this deployment does not offer is not a fault of the service: nothing here to retry.
  FARCASTER_NOT_CONFIGURED: 404,
  FARCASTER_ATTEMPT_REFUSED: 403,
}

/** A refusal of the Farcaster routes: `{ error: message, code }` with the code's status. */
export function refuseFarcaster(code: FarcasterRefusalCode, message: string): HttpError {
  return new HttpError(statusOf[code], message, code)
}
