import * as v from 'valibot'
import { isBitcoinAddress } from '@gatehouse/common'
import type { IncomingHttpHeaders } from 'node:http'
import { HttpError, jsonResponse } from '../http/HttpResponse'
import type { Route } from '../http/Route'
import type { RateLimiter } from '../limits/rateLimiter'
import { hashSessionToken, bearerTokenOf } from '../sessions/sessionTokens'
import { signaturePattern, signatureRule, signIn, type SignInContext } from '../sessions/signIn'
import { refuse, SignInRefusalCode } from '../sessions/signInRefusal'
import { describeIssues } from '../validation/describeIssues'
import { objectMessage } from '../validation/requiredKeys'
import { accountAddressOf, chainIdParam } from './blockchainParams'
import { parseQuery, projectIdParam, sdkParams } from './queryParams'
import { solanaAddressPattern } from '../solana/solanaChainConfig'

const projectQuery = v.object({ projectId: projectIdParam, ...sdkParams }, objectMessage('the query'))
const sessionsQuery = v.object(
  { projectId: projectIdParam, chainId: v.optional(chainIdParam), ...sdkParams },
  objectMessage('the query'),
)
const revokeBody = v.object(
  {
    pci: v.pipe(v.string('pci is required (the session id)'), v.uuid('pci must be a session id (a UUID)')),
    signature: v.pipe(
      v.string('signature is required (the session signature)'),
      v.regex(signaturePattern, signatureRule),
    ),
  },
  objectMessage('the body'),
)

/**
 * The `:address` of a session call: an EVM address, a Solana one (base58) or a Bitcoin one (bech32
 * or base58), in lower case as the session store keeps addresses.
 */
function sessionAddressOf(params: Record<string, string>): string {
  const address = params.address ?? ''
  return solanaAddressPattern.test(address) || isBitcoinAddress(address)
    ? address.toLowerCase()
    : accountAddressOf(params)
}

function tokenHashOf(headers: IncomingHttpHeaders): string {
  const token = bearerTokenOf(headers.authorization)
  if (!token) {
    throw refuse(SignInRefusalCode.TokenInvalid, 'An Authorization: Bearer <token> header is required')
  }
  return hashSessionToken(token)
}

const tokenRefused = () =>
  refuse(SignInRefusalCode.TokenInvalid, 'The bearer token is unknown, expired or revoked')

/**
 * The sign-in sessions (docs/reference/endpoints.md#sessions-api): `POST /v1/sessions/nonces` issues a nonce, `POST /v1/sessions`
 * verifies a signed EIP-4361 message and stores the session, `GET /v1/sessions/{address}` answers
 * the live sessions of a bearer token for an address (what a host's server asks), and
 * `POST /v1/sessions/{address}/revoke` ends one. Answers are never cached.
 */
export function sessionRoutes(
  context: SignInContext,
  limiters: { nonces: RateLimiter; signIns: RateLimiter },
): Route[] {
  return [
    {
      method: 'POST',
      path: '/v1/sessions/nonces',
      async handle({ query, clientAddress }) {
        const { projectId } = parseQuery(projectQuery, query)
        await limiters.nonces.hit(`${projectId}:${clientAddress}`)
        const { nonce, expiresAt } = await context.nonces.issue(
          projectId,
          context.now(),
          context.settings.nonceTtlMs,
        )
        return jsonResponse({ nonce, expiresAt: new Date(expiresAt).toISOString() }, { status: 201 })
      },
    },
    {
      method: 'POST',
      path: '/v1/sessions',
      async handle({ query, body, clientAddress }) {
        const { projectId } = parseQuery(projectQuery, query)
        // A failed signature does not spend the nonce, so attempts are counted instead.
        await limiters.signIns.hit(`${projectId}:${clientAddress}`)
        const { token, session } = await signIn(context, projectId, body)
        return jsonResponse({ token, session }, { status: 201 })
      },
    },
    {
      path: '/v1/sessions/:address',
      async handle({ params, query, headers }) {
        const address = sessionAddressOf(params)
        const { projectId, chainId } = parseQuery(sessionsQuery, query)
        const found = await context.sessions.findLive(projectId, tokenHashOf(headers), context.now())
        if (!found) throw tokenRefused()
        const matches = found.address === address && (!chainId || found.chainId === chainId)
        return jsonResponse({ sessions: matches ? [found.session] : [] })
      },
    },
    {
      method: 'POST',
      path: '/v1/sessions/:address/revoke',
      async handle({ params, query, headers, body }) {
        const address = sessionAddressOf(params)
        const { projectId } = parseQuery(projectQuery, query)
        const tokenHash = tokenHashOf(headers)
        if (Array.isArray(body)) throw new HttpError(400, 'the body must be an object')
        const parsed = v.safeParse(revokeBody, body)
        if (!parsed.success) throw new HttpError(400, describeIssues(parsed.issues))
        const now = context.now()
        const found = await context.sessions.findLive(projectId, tokenHash, now)
        if (!found) throw tokenRefused()
        const { pci, signature } = parsed.output
        if (
          found.address !== address ||
          !(await context.sessions.revoke(projectId, tokenHash, pci.toLowerCase(), signature, now))
        ) {
          throw refuse(
            SignInRefusalCode.SessionMismatch,
            'pci and signature are not the id and signature of this token’s session for this address',
          )
        }
        return jsonResponse({ revoked: true })
      },
    },
  ]
}
