import type { SIWXMessageData, SIWXSession } from '@gatehouse/common'

/** A session as apps/cloud answers it: the SIWX session plus its id and expiry. */
export interface CloudSession extends SIWXSession {
  id: string
  expiresAt: string
}

/** The service answered with an error: its status, message and, for a failed check, its code. */
export class CloudSessionError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message)
    this.name = 'CloudSessionError'
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const stringFields = ['accountAddress', 'chainId', 'domain', 'uri', 'version', 'nonce'] as const

function isMessageData(value: unknown): value is SIWXMessageData {
  return isObject(value) && stringFields.every((field) => typeof value[field] === 'string')
}

/** A session of the service's answer, checked field by field; undefined when it is not one. */
function readSession(value: unknown): CloudSession | undefined {
  if (!isObject(value)) return undefined
  const { id, data, message, signature, expiresAt, cacao } = value
  if (
    typeof id !== 'string' ||
    !isMessageData(data) ||
    typeof message !== 'string' ||
    typeof signature !== 'string' ||
    typeof expiresAt !== 'string'
  ) {
    return undefined
  }
  return {
    id,
    data,
    message,
    signature,
    expiresAt,
    ...(isObject(cacao) ? { cacao: cacao as unknown as SIWXSession['cacao'] } : {}),
  }
}

function invalid(what: string): CloudSessionError {
  return new CloudSessionError(502, `The sign-in service answered ${what} that is not valid`)
}

/** The HTTP calls of the sign-in sessions of apps/cloud (see its README). */
export function createCloudSessionApi(options: { url: string; projectId: string; fetch: typeof fetch }) {
  const { url, projectId } = options

  async function call(
    path: string,
    init: { method?: 'GET' | 'POST'; body?: unknown; token?: string; query?: Record<string, string> } = {},
  ): Promise<unknown> {
    const query = new URLSearchParams({ projectId, ...init.query })
    const response = await options.fetch(`${url}${path}?${query}`, {
      method: init.method ?? 'GET',
      // text/plain keeps the call a simple request for the body (the service reads it as JSON).
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'text/plain;charset=UTF-8' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    })
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const error = isObject(body) && typeof body.error === 'string' ? body.error : `HTTP ${response.status}`
      const code = isObject(body) && typeof body.code === 'string' ? body.code : undefined
      throw new CloudSessionError(response.status, error, code)
    }
    return body
  }

  return {
    /** A fresh single-use nonce. */
    async nonce(): Promise<string> {
      const body = await call('/v1/sessions/nonces', { method: 'POST', body: {} })
      if (!isObject(body) || typeof body.nonce !== 'string') throw invalid('a nonce')
      return body.nonce
    },
    /** Verifies and stores a signed session: its bearer token and the stored session. */
    async signIn(session: SIWXSession): Promise<{ token: string; session: CloudSession }> {
      const body = await call('/v1/sessions', {
        method: 'POST',
        body: { message: session.message, signature: session.signature, cacao: session.cacao },
      })
      const stored = isObject(body) ? readSession(body.session) : undefined
      if (!isObject(body) || typeof body.token !== 'string' || !stored) throw invalid('a sign-in')
      return { token: body.token, session: stored }
    },
    /** The live sessions of a token for an address on a network. */
    async sessions(token: string, chainId: string, address: string): Promise<CloudSession[]> {
      const body = await call(`/v1/sessions/${encodeURIComponent(address)}`, { token, query: { chainId } })
      if (!isObject(body) || !Array.isArray(body.sessions)) throw invalid('a session list')
      const sessions = body.sessions.map(readSession)
      if (sessions.some((session) => !session)) throw invalid('a session')
      return sessions as CloudSession[]
    },
    /** Revokes a session: `pci` is its id, `signature` its signature. */
    async revoke(token: string, address: string, pci: string, signature: string): Promise<void> {
      await call(`/v1/sessions/${encodeURIComponent(address)}/revoke`, {
        method: 'POST',
        token,
        body: { pci, signature },
      })
    },
  }
}

/** The sign-in API's interface. */
export type CloudSessionApi = ReturnType<typeof createCloudSessionApi>
