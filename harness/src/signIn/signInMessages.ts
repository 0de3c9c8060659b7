import type { LocalAccount } from 'viem'
import { createSiweMessage, type SiweMessage } from 'viem/siwe'

/** The project of the sign-in tests and the site it accepts. */
export const signInProject = 'siwx-test'
export const signInSite = { domain: 'app.example.com', uri: 'https://app.example.com/login' }

/** POSTs JSON to the service and answers the status and parsed body. */
export async function postJson<T = Record<string, unknown>>(
  url: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as T }
}

/** GETs a path with an optional bearer token and answers the status and parsed body. */
export async function getJson<T = Record<string, unknown>>(
  url: string,
  token?: string,
): Promise<{ status: number; body: T }> {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })
  return { status: response.status, body: (await response.json()) as T }
}

/** Asks the service for a nonce of the test project. */
export async function issueNonce(cloudUrl: string, projectId = signInProject): Promise<string> {
  const { status, body } = await postJson<{ nonce: string }>(
    `${cloudUrl}/v1/sessions/nonces?projectId=${projectId}`,
    {},
  )
  if (status !== 201) throw new Error(`nonce: ${status} ${JSON.stringify(body)}`)
  return body.nonce
}

/**
 * An EIP-4361 message of `account` for the test site on chain 31337 with a fresh nonce of the
 * service, issued at `now`; `fields` replace any field.
 */
export async function signInMessage(
  cloudUrl: string,
  account: LocalAccount,
  now: number,
  fields: Partial<SiweMessage> = {},
): Promise<string> {
  return createSiweMessage({
    address: account.address,
    chainId: 31337,
    ...signInSite,
    version: '1',
    statement: 'Sign in to the example shop.',
    nonce: fields.nonce ?? (await issueNonce(cloudUrl)),
    issuedAt: new Date(now),
    expirationTime: new Date(now + 3_600_000),
    ...fields,
  })
}
