import type { EmailLogin } from '../embedded/emailLogin'
import { refuseOtherOrigins } from '../embedded/frameOriginCheck'
import { HttpError, jsonResponse } from '../http/HttpResponse'
import type { Route } from '../http/Route'
import { handoverPage, handoverScript } from '../social/handoverPage'
import type { SocialLogin } from '../social/socialLogin'
import { socialCallbackPath } from '../social/socialLogin'

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined

/**
 * Social login on the frame origin (see the README): the frame starts a login and redeems its
 * result through the same-origin API; the provider redirects the visitor's window to the callback,
 * whose page hands the result to the host page.
 */
export function socialRoutes(
  social: SocialLogin | undefined,
  emailLogin: EmailLogin | undefined,
  frameOrigin: () => string,
): Route[] {
  const configured = (): SocialLogin => {
    if (!social)
      throw new HttpError(
        404,
        'Social login is not configured on this service (no providers, or no wallet secret)',
        'SOCIAL_NOT_CONFIGURED',
      )
    return social
  }
  return [
    {
      method: 'POST',
      path: '/v1/embedded/social/start',
      async handle({ headers, body }) {
        refuseOtherOrigins(headers, frameOrigin(), true)
        const { uri } = await configured().start({
          provider: field(body, 'provider'),
          frameSecret: field(body, 'frameSecret'),
          projectId: field(body, 'projectId'),
          hostOrigin: field(body, 'origin'),
          returnUrl: field(body, 'returnUrl'),
        })
        return jsonResponse({ uri }, { status: 201 })
      },
    },
    {
      path: `${socialCallbackPath}:provider`,
      async handle({ params, query, headers }) {
        const url = new URL(`${frameOrigin()}${socialCallbackPath}${params.provider ?? ''}`)
        for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
        return handoverPage(
          await configured().callback(params.provider ?? '', url),
          headers['accept-language'],
        )
      },
    },
    {
      path: '/v1/embedded/social/handover.js',
      handle() {
        return {
          status: 200,
          headers: {
            'Content-Type': 'text/javascript; charset=utf-8',
            'Cache-Control': 'no-cache',
            'X-Content-Type-Options': 'nosniff',
          },
          body: handoverScript,
        }
      },
    },
    {
      method: 'POST',
      path: '/v1/embedded/social/redeem',
      async handle({ headers, body }) {
        refuseOtherOrigins(headers, frameOrigin(), true)
        const { token, expiresAt } = await configured().redeem(
          field(body, 'resultUri'),
          field(body, 'frameSecret'),
        )
        const session = emailLogin ? await emailLogin.session(token) : undefined
        return jsonResponse(
          {
            token,
            user: session && {
              id: session.user.id,
              email: session.user.email,
              authProvider: session.user.authProvider,
              userName: session.user.userName,
            },
            expiresAt: new Date(expiresAt).toISOString(),
          },
          { status: 201 },
        )
      },
    },
  ]
}
