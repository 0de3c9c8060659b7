import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { startLocalChain } from '../bench/localChain'
import { startCloud, type CloudHandle, type StartCloudOptions } from '../startCloud'
import {
  getJson,
  issueNonce,
  postJson,
  signInMessage,
  signInProject,
  signInSite,
} from '@gatehouse/harness/signIn'
import { onPostgres, testDatabase } from '../../test/testDatabase'

interface SessionAnswer {
  id: string
  data: Record<string, unknown>
  message: string
  signature: string
  expiresAt: string
}
interface SignInAnswer {
  token: string
  session: SessionAnswer
  error?: string
  code?: string
}

const hour = 3_600_000
const alice = privateKeyToAccount(generatePrivateKey())
const bob = privateKeyToAccount(generatePrivateKey())

// Every check of a sign-in, each with a message that breaks only that rule and is otherwise signed
// correctly: without the check the service would answer 201.
describe('sign-in sessions (POST /v1/sessions/nonces, POST /v1/sessions, GET and revoke)', () => {
  let cloud: CloudHandle
  let chain: Awaited<ReturnType<typeof startLocalChain>>
  // The service's clock runs `offset` ms ahead of the test's; tests move it instead of waiting.
  let offset = 0
  const now = () => Date.now() + offset
  const project = `?projectId=${signInProject}`

  let options: StartCloudOptions

  beforeAll(async () => {
    chain = await startLocalChain(0)
    options = {
      port: 0,
      ...(await testDatabase()),
      clock: now,
      config: {
        projects: { [signInProject]: { allowedOrigins: ['https://app.example.com'] } },
        chains: [
          {
            chainId: 'eip155:31337',
            name: 'Localhost',
            rpcUrl: chain.rpcUrl,
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ],
        sessions: { noncesPerMinute: 1000, signInsPerMinute: 1000 },
      },
    }
    cloud = await startCloud(options)
  })
  afterAll(async () => {
    await cloud?.close()
    await chain?.stop()
  })
  afterEach(() => {
    offset = 0
  })

  const post = (message: string, signature: string, extra: object = {}) =>
    postJson<SignInAnswer>(`${cloud.url}/v1/sessions${project}`, { message, signature, ...extra })
  async function signedBy(account = alice, fields: Parameters<typeof signInMessage>[3] = {}) {
    const message = await signInMessage(cloud.url, account, now(), fields)
    return { message, signature: await account.signMessage({ message }) }
  }
  async function expectRefused(
    answer: Promise<{ status: number; body: SignInAnswer }>,
    status: number,
    code: string,
  ) {
    const { status: actual, body } = await answer
    expect({ status: actual, code: body.code }).toEqual({ status, code })
    expect(body.error).toEqual(expect.any(String))
  }

  it('issues random nonces that expire after 10 minutes', async () => {
    const before = now()
    const first = await postJson<{ nonce: string; expiresAt: string }>(
      `${cloud.url}/v1/sessions/nonces${project}`,
      {},
    )
    const second = await postJson<{ nonce: string }>(`${cloud.url}/v1/sessions/nonces${project}`, {})
    expect(first.status).toBe(201)
    expect(first.body.nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(second.body.nonce).not.toBe(first.body.nonce)
    const expiresIn = Date.parse(first.body.expiresAt) - before
    expect(expiresIn).toBeGreaterThanOrEqual(10 * 60_000)
    expect(expiresIn).toBeLessThan(11 * 60_000)
    const missing = await postJson(`${cloud.url}/v1/sessions/nonces`, {})
    expect(missing).toEqual({ status: 400, body: { error: 'projectId is required' } })
  })

  it('signs an EOA in, and answers its session to its bearer token only', async () => {
    const { message, signature } = await signedBy()
    const { status, body } = await post(message, signature)
    expect(status).toBe(201)
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(body.session).toMatchObject({
      message,
      signature,
      data: {
        accountAddress: alice.address,
        chainId: 'eip155:31337',
        domain: signInSite.domain,
        uri: signInSite.uri,
        version: '1',
        statement: 'Sign in to the example shop.',
      },
    })
    const sessionsOf = (address: string, query = '', token: string | null = body.token) =>
      getJson<SignInAnswer & { sessions: SessionAnswer[] }>(
        `${cloud.url}/v1/sessions/${address}${project}${query}`,
        token ?? undefined,
      )
    expect((await sessionsOf(alice.address)).body.sessions).toEqual([body.session])
    expect((await sessionsOf(alice.address.toLowerCase(), '&chainId=eip155:31337')).body.sessions).toEqual([
      body.session,
    ])
    expect(await sessionsOf(alice.address, '&chainId=eip155:1')).toEqual({
      status: 200,
      body: { sessions: [] },
    })
    expect(await sessionsOf(bob.address)).toEqual({ status: 200, body: { sessions: [] } })
    await expectRefused(sessionsOf(alice.address, '', null), 401, 'SIWX_TOKEN_INVALID')
    await expectRefused(sessionsOf(alice.address, '', 'A'.repeat(43)), 401, 'SIWX_TOKEN_INVALID')
    const otherProject = await getJson(
      `${cloud.url}/v1/sessions/${alice.address}?projectId=other`,
      body.token,
    )
    expect(otherProject.status).toBe(401)
  })

  it('accepts localhost on any port, and gives a message without expiry the default lifetime of a day', async () => {
    const { message, signature } = await signedBy(alice, {
      domain: 'localhost:5173',
      uri: 'http://localhost:5173/',
      expirationTime: undefined,
    })
    const { status, body } = await post(message, signature)
    expect(status).toBe(201)
    const lifetime = Date.parse(body.session.expiresAt) - now()
    expect(lifetime).toBeGreaterThan(23 * hour)
    expect(lifetime).toBeLessThanOrEqual(24 * hour)
  })

  it('refuses a replayed message: its nonce is spent', async () => {
    const { message, signature } = await signedBy()
    expect((await post(message, signature)).status).toBe(201)
    await expectRefused(post(message, signature), 409, 'SIWX_NONCE_USED')
  })

  it('spends a nonce once when two sign-ins with it race', async () => {
    const { message, signature } = await signedBy()
    const answers = await Promise.all([
      post(message, signature),
      post(message, signature),
      post(message, signature),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409])
  })

  it.runIf(onPostgres)('spends a nonce once when two instances on one database race for it', async () => {
    const second = await startCloud(options)
    try {
      const { message, signature } = await signedBy()
      const answers = await Promise.all(
        [cloud.url, second.url, cloud.url, second.url].map((url) =>
          postJson(`${url}/v1/sessions${project}`, { message, signature }),
        ),
      )
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409])
    } finally {
      await second.close()
    }
  })

  it('refuses an altered message and another account’s signature', async () => {
    const { message, signature } = await signedBy()
    const altered = message.replace('Sign in to the example shop.', 'Sign in to the example shop!')
    await expectRefused(post(altered, signature), 401, 'SIWX_SIGNATURE_INVALID')
    await expectRefused(post(message, await bob.signMessage({ message })), 401, 'SIWX_SIGNATURE_INVALID')
    // The failed attempts did not spend the nonce.
    expect((await post(message, signature)).status).toBe(201)
  })

  it('refuses a nonce the service did not issue, or issued to another project', async () => {
    const forged = await signedBy(alice, { nonce: 'a1b2c3d4e5f6a7b8c9d0' })
    await expectRefused(post(forged.message, forged.signature), 400, 'SIWX_NONCE_UNKNOWN')
    const foreign = await signedBy(alice, { nonce: await issueNonce(cloud.url, 'another-project') })
    await expectRefused(post(foreign.message, foreign.signature), 400, 'SIWX_NONCE_UNKNOWN')
  })

  it('refuses an expired nonce', async () => {
    const { message, signature } = await signedBy(alice, { expirationTime: new Date(now() + 2 * hour) })
    offset = 11 * 60_000
    await expectRefused(post(message, signature), 400, 'SIWX_NONCE_EXPIRED')
  })

  it('refuses a domain the project does not allow, and a URI of another site', async () => {
    const evil = await signedBy(alice, { domain: 'evil.example.com', uri: 'https://evil.example.com/' })
    await expectRefused(post(evil.message, evil.signature), 403, 'SIWX_DOMAIN_NOT_ALLOWED')
    const mismatch = await signedBy(alice, { uri: 'https://evil.example.com/login' })
    await expectRefused(post(mismatch.message, mismatch.signature), 400, 'SIWX_URI_MISMATCH')
  })

  it('refuses a chain the service does not serve', async () => {
    const { message, signature } = await signedBy(alice, { chainId: 1 })
    await expectRefused(post(message, signature), 400, 'SIWX_CHAIN_NOT_SUPPORTED')
  })

  it('refuses an issued-at in the future or before the nonce was issued', async () => {
    const future = await signedBy(alice, { issuedAt: new Date(now() + 5 * 60_000) })
    await expectRefused(post(future.message, future.signature), 400, 'SIWX_ISSUED_IN_FUTURE')
    const early = await signedBy(alice, { issuedAt: new Date(now() - 5 * 60_000) })
    await expectRefused(post(early.message, early.signature), 400, 'SIWX_ISSUED_BEFORE_NONCE')
  })

  it('refuses a not-before in the future', async () => {
    const { message, signature } = await signedBy(alice, { notBefore: new Date(now() + 5 * 60_000) })
    await expectRefused(post(message, signature), 400, 'SIWX_NOT_YET_VALID')
  })

  it('refuses an expired message and one that expires more than 7 days ahead', async () => {
    const issuedAt = new Date(now())
    const expired = await signedBy(alice, { issuedAt, expirationTime: new Date(now() + 60_000) })
    offset = 2 * 60_000
    await expectRefused(post(expired.message, expired.signature), 400, 'SIWX_EXPIRED')
    offset = 0
    const far = await signedBy(alice, { expirationTime: new Date(now() + 8 * 24 * hour) })
    await expectRefused(post(far.message, far.signature), 400, 'SIWX_EXPIRY_TOO_FAR')
  })

  it('refuses what is not an EIP-4361 message, and a CACAO of another sign-in', async () => {
    await expectRefused(post('hello', '0x00'), 400, 'SIWX_MESSAGE_INVALID')
    const v2 = await signedBy()
    await expectRefused(
      post(v2.message.replace('Version: 1', 'Version: 2'), v2.signature),
      400,
      'SIWX_MESSAGE_INVALID',
    )
    const cacao = (nonce: string, signature: string) => ({
      h: { t: 'caip122' },
      p: {
        domain: signInSite.domain,
        aud: signInSite.uri,
        nonce,
        iss: `did:pkh:eip155:31337:${alice.address}`,
      },
      s: { t: 'eip191', s: signature },
    })
    const { message, signature } = await signedBy()
    const nonce = /Nonce: (\w+)/.exec(message)?.[1] ?? ''
    await expectRefused(
      post(message, signature, { cacao: cacao('otherNonce1', signature) }),
      400,
      'SIWX_CACAO_MISMATCH',
    )
    const accepted = await post(message, signature, { cacao: cacao(nonce, signature) })
    expect(accepted.status).toBe(201)
    expect(accepted.body.session).toHaveProperty('cacao.p.nonce', nonce)
    expect(await post('x', 'not hex')).toEqual({
      status: 400,
      body: {
        error:
          'signature must be a hex string (or base58 for a Solana account, base64 for a Bitcoin account)',
      },
    })
  })

  it('ends a session at its expiration time', async () => {
    const { message, signature } = await signedBy(alice, { expirationTime: new Date(now() + hour) })
    const { body } = await post(message, signature)
    const url = `${cloud.url}/v1/sessions/${alice.address}${project}`
    expect((await getJson(url, body.token)).status).toBe(200)
    offset = hour + 1000
    await expectRefused(getJson<SignInAnswer>(url, body.token), 401, 'SIWX_TOKEN_INVALID')
  })

  it('revokes with the session id as pci and its signature, after which the token never answers', async () => {
    const { message, signature } = await signedBy()
    const { body } = await post(message, signature)
    const revoke = (address: string, pci: string, sig: string) =>
      postJson<SignInAnswer>(
        `${cloud.url}/v1/sessions/${address}/revoke${project}`,
        { pci, signature: sig },
        body.token,
      )
    const other = await signedBy()
    await expectRefused(revoke(alice.address, crypto.randomUUID(), signature), 403, 'SIWX_SESSION_MISMATCH')
    await expectRefused(revoke(alice.address, body.session.id, other.signature), 403, 'SIWX_SESSION_MISMATCH')
    await expectRefused(revoke(bob.address, body.session.id, signature), 403, 'SIWX_SESSION_MISMATCH')
    expect(await revoke(alice.address, body.session.id, signature)).toEqual({
      status: 200,
      body: { revoked: true },
    })
    const url = `${cloud.url}/v1/sessions/${alice.address}${project}`
    await expectRefused(getJson<SignInAnswer>(url, body.token), 401, 'SIWX_TOKEN_INVALID')
    await expectRefused(revoke(alice.address, body.session.id, signature), 401, 'SIWX_TOKEN_INVALID')
  })

  it('names a bad sessions field of the configuration', async () => {
    await expect(startCloud({ port: 0, config: { sessions: { maxLifetimeSeconds: 0 } } })).rejects.toThrow(
      'sessions.maxLifetimeSeconds must be at least 60',
    )
    await expect(
      startCloud({
        port: 0,
        config: { sessions: { defaultLifetimeSeconds: 7200, maxLifetimeSeconds: 3600 } },
      }),
    ).rejects.toThrow('sessions.defaultLifetimeSeconds must not exceed sessions.maxLifetimeSeconds')
  })
})

describe('sign-in rate limits', () => {
  let cloud: CloudHandle
  beforeAll(async () => {
    cloud = await startCloud({
      port: 0,
      ...(await testDatabase()),
      // A clock that stands still: the counting window never rolls over during the test.
      clock: () => Date.UTC(2026, 0, 1, 12, 0, 30),
      config: { sessions: { noncesPerMinute: 2, signInsPerMinute: 2 } },
    })
  })
  afterAll(() => cloud?.close())

  it('counts nonces and sign-in attempts per project and address, and answers 429 over the limit', async () => {
    const nonces = []
    for (let i = 0; i < 3; i++)
      nonces.push(await postJson(`${cloud.url}/v1/sessions/nonces?projectId=limited`, {}))
    expect(nonces.map((answer) => answer.status)).toEqual([201, 201, 429])
    expect(nonces[2]?.body.error).toMatch(/^Too many sign-in nonces for this address: at most 2 per 60 s/)
    const attempts = []
    for (let i = 0; i < 3; i++) {
      attempts.push(
        await postJson(`${cloud.url}/v1/sessions?projectId=limited`, { message: 'x', signature: '0x00' }),
      )
    }
    expect(attempts.map((answer) => answer.status)).toEqual([400, 400, 429])
    expect(attempts[2]?.body.error).toMatch(
      /^Too many sign-in attempts from this address: at most 2 per 60 s/,
    )
  })
})
