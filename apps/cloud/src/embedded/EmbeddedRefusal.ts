import { HttpError } from '../http/HttpResponse'

/** The stable codes of the embedded wallet's refusals (sent as `code` beside the message). */
export const EmbeddedRefusalCode = {
  EmailInvalid: 'EMAIL_INVALID',
  EmailCooldown: 'EMAIL_COOLDOWN',
  EmailLocked: 'EMAIL_LOCKED',
  EmailCodeLimit: 'EMAIL_CODE_LIMIT',
  EmailClientLimit: 'EMAIL_CLIENT_LIMIT',
  EmailTaken: 'EMAIL_TAKEN',
  EmailUnchanged: 'EMAIL_UNCHANGED',
  MailUnavailable: 'MAIL_UNAVAILABLE',
  MailNotConfigured: 'MAIL_NOT_CONFIGURED',
  CodeMissing: 'CODE_NOT_REQUESTED',
  CodeWrong: 'CODE_WRONG',
  CodeExpired: 'CODE_EXPIRED',
  CodeTooManyTries: 'CODE_TOO_MANY_TRIES',
  SessionInvalid: 'SESSION_INVALID',
  OriginRefused: 'ORIGIN_REFUSED',
  EmailLoginOnly: 'EMAIL_LOGIN_ONLY',
  SocialProviderRefused: 'SOCIAL_PROVIDER_REFUSED',
  SocialProviderUnavailable: 'SOCIAL_PROVIDER_UNAVAILABLE',
  SocialResultInvalid: 'SOCIAL_RESULT_INVALID',
} as const
export type EmbeddedRefusalCode = (typeof EmbeddedRefusalCode)[keyof typeof EmbeddedRefusalCode]

const statusOf: Record<EmbeddedRefusalCode, number> = {
  EMAIL_INVALID: 400,
  EMAIL_COOLDOWN: 429,
  EMAIL_LOCKED: 429,
  EMAIL_CODE_LIMIT: 429,
  EMAIL_CLIENT_LIMIT: 429,
  EMAIL_TAKEN: 409,
  EMAIL_UNCHANGED: 400,
  MAIL_UNAVAILABLE: 503,
  // A feature this deployment does not offer is not a fault of the service: nothing here to retry.
  MAIL_NOT_CONFIGURED: 404,
  CODE_NOT_REQUESTED: 400,
  CODE_WRONG: 401,
  CODE_EXPIRED: 410,
  CODE_TOO_MANY_TRIES: 429,
  SESSION_INVALID: 401,
  ORIGIN_REFUSED: 403,
  EMAIL_LOGIN_ONLY: 400,
  SOCIAL_PROVIDER_REFUSED: 400,
  SOCIAL_PROVIDER_UNAVAILABLE: 503,
  SOCIAL_RESULT_INVALID: 401,
}

/**
 * A refusal of the embedded wallet's routes: `{ error: message, code }` with the code's status, and
 * `Retry-After` when the caller is told how many seconds to wait.
 */
export function refuseEmbedded(
  code: EmbeddedRefusalCode,
  message: string,
  retryAfterSeconds?: number,
): HttpError {
  const headers = retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(retryAfterSeconds) }
  return new HttpError(statusOf[code], message, code, headers)
}
