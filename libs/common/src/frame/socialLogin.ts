/**
 * Social login's hand-over between windows (issue 13). The kit asks the login frame for the
 * provider's start address (GET_SOCIAL_REDIRECT_URI) and opens it in a popup; apps/cloud runs the
 * OAuth 2.0 / OpenID Connect authorization-code flow with PKCE and state; its callback page then
 * hands the visitor's result to the host page, which passes it to the frame (CONNECT_SOCIAL) to open
 * the embedded wallet for that identity:
 * - in a popup, the callback page posts a `SocialLoginResultMessage` to its opener, aimed at the
 *   host's origin; the kit accepts it only from apps/cloud's origin and from the popup window;
 * - where no popup could open (in-app browsers such as Telegram's), the start address was opened in
 *   the page itself and the callback returns to the host page with the `result_uri` query parameter,
 *   which the kit reads and then removes from the URL (docs/reference/endpoints.md#social-redirect).
 * A result address is single-use and short-lived; it is never a login by itself: only the frame
 * that asked for the start address can redeem it.
 */

/** The `type` of the message the social login's callback page posts to its opener. */
export const socialLoginResultType = 'gatehouse:social-result'

export { socialResultQueryParameter } from './socialResultQueryParameter'

/** Why a social login ended without a result. */
export const socialLoginFailures = [
  /** The visitor refused consent at the provider. */
  'access_denied',
  /** The provider could not be reached or answered with an error. */
  'provider_unavailable',
  /** The `state` did not match a login this service started (or it expired). */
  'invalid_state',
  /** The provider refused the authorization code. */
  'invalid_code',
] as const
export type SocialLoginFailure = (typeof socialLoginFailures)[number]

/** What the callback page posts to the host page. */
export type SocialLoginResultMessage =
  | { readonly type: typeof socialLoginResultType; readonly resultUri: string }
  | { readonly type: typeof socialLoginResultType; readonly error: SocialLoginFailure }

/** The message when `data` is a well-formed social login result; undefined for anything else. */
export function parseSocialLoginResultMessage(data: unknown): SocialLoginResultMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const candidate = data as Record<string, unknown>
  if (candidate['type'] !== socialLoginResultType) return undefined
  const resultUri = candidate['resultUri']
  if (typeof resultUri === 'string' && /^https?:\/\//.test(resultUri) && resultUri.length <= 2048) {
    return { type: socialLoginResultType, resultUri }
  }
  const error = candidate['error']
  if (typeof error === 'string' && (socialLoginFailures as readonly string[]).includes(error)) {
    return { type: socialLoginResultType, error: error as SocialLoginFailure }
  }
  return undefined
}
