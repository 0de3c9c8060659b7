import type { IncomingHttpHeaders } from 'node:http'
import * as v from 'valibot'
import type { FarcasterLogin } from '../farcaster/farcasterLogin'
import { HttpError, jsonResponse } from '../http/HttpResponse'
import type { Route } from '../http/Route'
import { bearerTokenOf } from '../sessions/sessionTokens'

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined

const channelRequestSchema = v.object({
  domain: v.pipe(v.string(), v.regex(/^[A-Za-z0-9.-]{1,253}(?::\d{1,5})?$/)),
  siweUri: v.pipe(v.string(), v.maxLength(2_048), v.url()),
})

/**
 * The Farcaster sign-in channels in the shape of Farcaster's relay (see the README): create a channel
 * (`channelToken`, the `farcaster://connect` url, nonce), its status (202 pending, 200 completed with
 * the checked answer), and `authenticate`, which the visitor's Farcaster app calls with its signed
 * message. The channel token is the bearer of the last two.
 */
export function farcasterRelayRoutes(login: FarcasterLogin): Route[] {
  return [
    {
      method: 'POST',
      path: '/v1/farcaster/channel',
      async handle({ body }) {
        const parsed = v.safeParse(channelRequestSchema, body)
        if (!parsed.success) throw new HttpError(400, 'domain and siweUri are required (a host and a URL)')
        const { channelToken, url, nonce } = await login.open(parsed.output)
        return jsonResponse({ channelToken, url, nonce }, { status: 201 })
      },
    },
    {
      path: '/v1/farcaster/channel/status',
      async handle({ headers }) {
        const status = await login.status(bearerTokenOf(headers.authorization))
        return jsonResponse(status, { status: status.state === 'pending' ? 202 : 200 })
      },
    },
    {
      method: 'POST',
      path: '/v1/farcaster/channel/authenticate',
      async handle({ headers, body }) {
        const answer = await login.authenticate(bearerTokenOf(headers.authorization), body)
        return jsonResponse({ state: 'completed', ...answer }, { status: 201 })
      },
    },
  ]
}

/**
 * The frame's side (on the frame origin only, like the rest of the embedded API): open a channel for
 * this frame's login attempt (domain and URI are the frame's origin) and collect its login.
 */
export function farcasterFrameRoutes(
  login: FarcasterLogin,
  frameOrigin: () => string,
  sameOrigin: (headers: IncomingHttpHeaders) => void,
): Route[] {
  return [
    {
      method: 'POST',
      path: '/v1/embedded/farcaster/channel',
      async handle({ headers }) {
        sameOrigin(headers)
        const origin = new URL(frameOrigin())
        const opened = await login.open({ domain: origin.host, siweUri: origin.origin })
        return jsonResponse(opened, { status: 201 })
      },
    },
    {
      method: 'POST',
      path: '/v1/embedded/farcaster/connect',
      async handle({ headers, body }) {
        sameOrigin(headers)
        const result = await login.redeem(
          typeof field(body, 'channelToken') === 'string'
            ? (field(body, 'channelToken') as string)
            : undefined,
          field(body, 'attempt'),
        )
        if (result.state === 'pending') return jsonResponse({ state: 'pending' }, { status: 202 })
        return jsonResponse(
          {
            state: 'completed',
            token: result.token,
            user: { id: result.user.id, userName: result.user.userName },
            expiresAt: new Date(result.expiresAt).toISOString(),
          },
          { status: 201 },
        )
      },
    },
  ]
}
