import { isOriginAllowed } from '@gatehouse/common'
import type { StoredNonce } from './nonceStore'
import type { SessionSettings } from './sessionSettings'
import type { SignInMessage } from './signInMessage'
import { refuse, SignInRefusalCode } from './signInRefusal'

/**
 * The domain is the authority of the URI, and the URI's origin is one the project accepts (its
 * allowed origins plus the default ones, localhost on any port among them).
 */
export function checkDomainAndUri(message: SignInMessage, allowedOrigins: readonly string[]): void {
  let uri: URL
  try {
    uri = new URL(message.uri)
  } catch {
    throw refuse(SignInRefusalCode.UriMismatch, `The URI ${message.uri} is not a URL`)
  }
  if (
    (uri.protocol !== 'https:' && uri.protocol !== 'http:') ||
    uri.host.toLowerCase() !== message.domain.toLowerCase()
  ) {
    throw refuse(
      SignInRefusalCode.UriMismatch,
      `The URI ${message.uri} is not a web page of the domain ${message.domain}`,
    )
  }
  if (!isOriginAllowed(uri.origin, allowedOrigins)) {
    throw refuse(
      SignInRefusalCode.DomainNotAllowed,
      `The domain ${message.domain} is not among the project's allowed origins`,
    )
  }
}

/** The nonce was issued by this service for this project, is unexpired and unused. */
export function checkNonce(message: SignInMessage, nonce: StoredNonce | undefined, now: number): StoredNonce {
  if (!nonce) {
    throw refuse(SignInRefusalCode.NonceUnknown, `The nonce ${message.nonce} was not issued by this service`)
  }
  if (nonce.usedAt !== null) {
    throw refuse(SignInRefusalCode.NonceUsed, `The nonce ${message.nonce} was already used`)
  }
  if (nonce.expiresAt <= now) {
    throw refuse(SignInRefusalCode.NonceExpired, `The nonce ${message.nonce} expired; ask for a new one`)
  }
  return nonce
}

/**
 * The message's times: issued-at neither in the future nor before its nonce (beyond the clock
 * skew), not-before reached, expiration in the future and at most the maximum lifetime away.
 * Answers when the session ends (the expiration time, else the default lifetime).
 */
export function checkTimes(
  message: SignInMessage,
  nonce: StoredNonce,
  now: number,
  settings: SessionSettings,
): number {
  const issuedAt = message.issuedAt.getTime()
  if (issuedAt > now + settings.clockSkewMs) {
    throw refuse(SignInRefusalCode.IssuedInFuture, 'The message is issued in the future; check the clock')
  }
  if (issuedAt < nonce.issuedAt - settings.clockSkewMs) {
    throw refuse(SignInRefusalCode.IssuedBeforeNonce, 'The message is issued before its nonce was')
  }
  if (message.notBefore && message.notBefore.getTime() > now) {
    throw refuse(SignInRefusalCode.NotYetValid, 'The message is not valid yet (Not Before is in the future)')
  }
  if (!message.expirationTime) return now + settings.defaultLifetimeMs
  const expiresAt = message.expirationTime.getTime()
  if (expiresAt <= now) throw refuse(SignInRefusalCode.Expired, 'The message has expired')
  if (expiresAt > now + settings.maxLifetimeMs) {
    throw refuse(
      SignInRefusalCode.ExpiryTooFar,
      `The message expires more than ${Math.round(settings.maxLifetimeMs / 3_600_000)} hours from now`,
    )
  }
  return expiresAt
}
