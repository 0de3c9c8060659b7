import * as v from 'valibot'
import type { IncomingHttpHeaders } from 'node:http'
import type { ChainServices } from '../chains/chainServices'
import type { EmailLogin } from '../embedded/emailLogin'
import type { SessionUser } from '../embedded/embeddedStore'
import { refuseOtherOrigins } from '../embedded/frameOriginCheck'
import { HttpError, jsonResponse } from '../http/HttpResponse'
import type { Route } from '../http/Route'
import { bearerTokenOf } from '../sessions/sessionTokens'
import { relayRpc } from '../embedded/rpcRelay'
import type { FarcasterLogin } from '../farcaster/farcasterLogin'
import { farcasterFrameRoutes } from './farcasterRoutes'

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined

const namespaceSchema = v.picklist(['eip155', 'solana'], 'namespace must be eip155 or solana')

/**
 * The embedded wallet's API, served only on the frame origin (see the README's threat model): the
 * e-mail login, the session, the key release, the e-mail change, sign-out, the configured chains and a
 * JSON-RPC relay of the safe methods to their nodes. A request that names another `Origin` (or that a
 * browser marks cross-site) is refused; the key is released only to a request from the frame origin.
 */
export function embeddedRoutes(
  configured: EmailLogin | undefined,
  chains: ChainServices,
  frameOrigin: () => string,
  farcaster?: FarcasterLogin,
): Route[] {
  // Without a master secret (a PostgreSQL deployment that did not set one) the wallet is off.
  const login = new Proxy({} as EmailLogin, {
    get(_, name: keyof EmailLogin) {
      if (!configured)
        throw new HttpError(
          404,
          'The embedded wallet is not configured: set GATEHOUSE_CLOUD_WALLET_SECRET or GATEHOUSE_CLOUD_WALLET_SECRET_FILE',
          'WALLET_NOT_CONFIGURED',
        )
      return configured[name]
    },
  })
  const sameOrigin = (headers: IncomingHttpHeaders, required = false) =>
    refuseOtherOrigins(headers, frameOrigin(), required)
  const token = (headers: IncomingHttpHeaders) => bearerTokenOf(headers.authorization)
  const userOf = (login: { user: SessionUser }) => ({
    id: login.user.id,
    email: login.user.email,
    authProvider: login.user.authProvider,
    userName: login.user.userName,
  })

  const post = (path: string, handle: Route['handle']): Route => ({
    method: 'POST',
    path,
    handle(request) {
      sameOrigin(request.headers)
      return handle(request)
    },
  })

  return [
    ...(farcaster ? farcasterFrameRoutes(farcaster, frameOrigin, sameOrigin) : []),
    post('/v1/embedded/email/login', async ({ body, clientAddress }) => {
      const { expiresAt } = await login.startLogin(field(body, 'email'), clientAddress)
      return jsonResponse(
        { action: 'VERIFY_OTP', expiresAt: new Date(expiresAt).toISOString() },
        { status: 201 },
      )
    }),
    post('/v1/embedded/email/verify', async ({ body }) => {
      const session = await login.verifyLogin(field(body, 'email'), field(body, 'otp'))
      return jsonResponse(
        { token: session.token, user: userOf(session), expiresAt: new Date(session.expiresAt).toISOString() },
        { status: 201 },
      )
    }),
    {
      path: '/v1/embedded/session',
      async handle({ headers }) {
        sameOrigin(headers)
        const session = await login.session(token(headers))
        return jsonResponse({ user: userOf(session), expiresAt: new Date(session.expiresAt).toISOString() })
      },
    },
    {
      method: 'POST',
      path: '/v1/embedded/key',
      async handle({ headers, body }) {
        sameOrigin(headers, true)
        const parsed = v.safeParse(namespaceSchema, field(body, 'namespace') ?? 'eip155')
        if (!parsed.success) throw new HttpError(400, 'namespace must be eip155 or solana')
        const namespace = parsed.output
        const { privateKey } = await login.releaseKey(token(headers), namespace)
        return jsonResponse({ namespace, privateKey })
      },
    },
    post('/v1/embedded/email/update', async ({ headers, body, clientAddress }) => {
      await login.startUpdate(token(headers), field(body, 'email'), clientAddress)
      return jsonResponse({ action: 'VERIFY_PRIMARY_OTP' }, { status: 201 })
    }),
    post('/v1/embedded/email/update/primary', async ({ headers, body, clientAddress }) => {
      await login.verifyPrimary(token(headers), field(body, 'otp'), clientAddress)
      return jsonResponse({ action: 'VERIFY_SECONDARY_OTP' })
    }),
    post('/v1/embedded/email/update/secondary', async ({ headers, body }) => {
      const { email } = await login.verifySecondary(token(headers), field(body, 'otp'))
      return jsonResponse({ newEmail: email })
    }),
    post('/v1/embedded/sign-out', async ({ headers }) => {
      await login.signOut(token(headers))
      return jsonResponse({})
    }),
    {
      path: '/v1/embedded/chains',
      handle() {
        return jsonResponse({
          chains: chains.list.map((chain) => ({
            chainId: chain.chainId,
            name: chain.config.name,
            symbol: chain.config.nativeCurrency.symbol,
          })),
        })
      },
    },
    post('/v1/embedded/rpc/:chainId', async ({ params, body }) =>
      jsonResponse(await relayRpc(chains.get(params.chainId ?? ''), body)),
    ),
  ]
}
