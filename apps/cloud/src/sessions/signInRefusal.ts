import { HttpError } from '../http/HttpResponse'

/** Why a sign-in was refused: the `code` of the 4xx answer, one per check. */
export const SignInRefusalCode = {
  MessageInvalid: 'SIWX_MESSAGE_INVALID',
  DomainNotAllowed: 'SIWX_DOMAIN_NOT_ALLOWED',
  UriMismatch: 'SIWX_URI_MISMATCH',
  ChainNotSupported: 'SIWX_CHAIN_NOT_SUPPORTED',
  NonceUnknown: 'SIWX_NONCE_UNKNOWN',
  NonceExpired: 'SIWX_NONCE_EXPIRED',
  NonceUsed: 'SIWX_NONCE_USED',
  IssuedInFuture: 'SIWX_ISSUED_IN_FUTURE',
  IssuedBeforeNonce: 'SIWX_ISSUED_BEFORE_NONCE',
  NotYetValid: 'SIWX_NOT_YET_VALID',
  Expired: 'SIWX_EXPIRED',
  ExpiryTooFar: 'SIWX_EXPIRY_TOO_FAR',
  CacaoMismatch: 'SIWX_CACAO_MISMATCH',
  SignatureInvalid: 'SIWX_SIGNATURE_INVALID',
  TokenInvalid: 'SIWX_TOKEN_INVALID',
  SessionMismatch: 'SIWX_SESSION_MISMATCH',
} as const

/** One of the refusal codes. */
export type SignInRefusalCode = (typeof SignInRefusalCode)[keyof typeof SignInRefusalCode]

// 401: the caller did not prove who it is; 403: the project does not accept this site; 409: the
// nonce was spent (a replay, or a race lost); 400 for every other broken rule.
const statusOf: Partial<Record<SignInRefusalCode, number>> = {
  [SignInRefusalCode.DomainNotAllowed]: 403,
  [SignInRefusalCode.NonceUsed]: 409,
  [SignInRefusalCode.SignatureInvalid]: 401,
  [SignInRefusalCode.TokenInvalid]: 401,
  [SignInRefusalCode.SessionMismatch]: 403,
}

/** A refused sign-in or session call: answered `{ error, code }` with the code's status. */
export function refuse(code: SignInRefusalCode, message: string): HttpError {
  return new HttpError(statusOf[code] ?? 400, message, code)
}
