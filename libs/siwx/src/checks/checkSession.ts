import type { CaipNetworkId, SIWXSession } from '@gatehouse/common'
import type { SignInPage } from '../messenger/createEIP155Messenger'

/** Why a session is refused; each reason is one check. */
export type SessionProblem =
  | 'domain'
  | 'uri'
  | 'chain'
  | 'nonce'
  | 'issuedAtInFuture'
  | 'issuedBeforeNonce'
  | 'notYetValid'
  | 'expired'
  | 'messageMismatch'
  | 'signature'

/** Clocks disagree by a little: a message issued up to a minute "in the future" is still accepted. */
export const clockSkewMs = 60_000

/** What the checks compare a session with. */
export interface SessionContext {
  page: SignInPage
  /** The chains the kit has. */
  chains: readonly CaipNetworkId[]
  now: number
}

const time = (iso: string | undefined) => (iso === undefined ? undefined : Date.parse(iso))

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

/**
 * The checks of a session's fields that hold for its whole life (domain, URI, chain, its time
 * window); the nonce and the signature are checked by the caller. Returns the first problem.
 */
export function sessionFieldProblem(
  session: SIWXSession,
  context: SessionContext,
): SessionProblem | undefined {
  const { data } = session
  if (data.domain !== context.page.host) return 'domain'
  const origin = originOf(data.uri)
  if (origin === undefined || origin !== originOf(context.page.href)) return 'uri'
  if (!context.chains.includes(data.chainId)) return 'chain'
  const issuedAt = time(data.issuedAt)
  if (issuedAt === undefined || Number.isNaN(issuedAt) || issuedAt > context.now + clockSkewMs) {
    return 'issuedAtInFuture'
  }
  const notBefore = time(data.notBefore)
  if (notBefore !== undefined && (Number.isNaN(notBefore) || notBefore > context.now)) return 'notYetValid'
  const expiry = time(data.expirationTime)
  if (expiry !== undefined && (Number.isNaN(expiry) || expiry <= context.now)) return 'expired'
  return undefined
}

/** A message issued before its nonce existed was not made for this nonce. */
export function issuedBeforeNonce(session: SIWXSession, nonceIssuedAt: number): boolean {
  const issuedAt = time(session.data.issuedAt) ?? Number.NaN
  return !(issuedAt >= nonceIssuedAt - clockSkewMs)
}
