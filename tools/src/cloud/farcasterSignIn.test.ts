import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { localFarcasterAccounts } from '../chain/localFarcasterPlan'
import { answerFarcasterLink } from '../farcaster/answerFarcasterLink'
import { startCloudWithLocalChains, type CloudWithLocalChains } from './cloudWithLocalChains'

interface Answer {
  status: number
  body: Record<string, unknown>
}

// Sign In With Farcaster end to end over HTTP: the frame's channel and redeem on the frame origin, the
// relay-shaped status and authenticate on the API, and custody read from the FarcasterIdRegistry
// deployed on the local chain (nothing the "app" claims is trusted).
describe('Farcaster sign-in against the local ID registry', () => {
  let stack: CloudWithLocalChains
  beforeAll(async () => {
    stack = await startCloudWithLocalChains({ farcaster: { longPollMs: 200, pollIntervalMs: 50 } })
  }, 120_000)
  afterAll(() => stack?.stop())

  async function call(
    base: 'api' | 'frame',
    path: string,
    init: { body?: unknown; token?: string } = {},
  ): Promise<Answer> {
    const origin = base === 'frame' ? stack.cloud.frameUrl : stack.cloud.url
    const response = await fetch(`${origin}${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        ...(base === 'frame' ? { origin: stack.cloud.frameUrl } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  /** What the Farcaster app does with a link: sign FIP-11's message with a key and answer the channel. */
  const playApp = (url: string, signingKey: Hex, fid: number, username: string) =>
    answerFarcasterLink(url, { fid, username, signingKey }, stack.cloud.url)

  async function signIn(account: (typeof localFarcasterAccounts)[number]): Promise<string> {
    const opened = await call('frame', '/v1/embedded/farcaster/channel', { body: {} })
    expect(opened.status).toBe(201)
    const { url, channelToken, attempt } = opened.body as {
      url: string
      channelToken: string
      attempt: string
    }
    expect(
      await call('frame', '/v1/embedded/farcaster/connect', { body: { channelToken, attempt } }),
    ).toEqual({
      status: 202,
      body: { state: 'pending' },
    })
    const custody = privateKeyToAccount(account.custodyPrivateKey)
    expect((await playApp(url, account.custodyPrivateKey, account.fid, account.username)).status).toBe(201)
    const status = await call('api', '/v1/farcaster/channel/status', { token: channelToken })
    expect(status).toMatchObject({
      status: 200,
      body: { state: 'completed', fid: account.fid, custody: custody.address },
    })
    const done = await call('frame', '/v1/embedded/farcaster/connect', { body: { channelToken, attempt } })
    expect(done).toMatchObject({
      status: 201,
      body: { state: 'completed', user: { userName: account.username } },
    })
    const token = done.body.token as string
    const session = await call('frame', '/v1/embedded/session', { token })
    expect(session.body.user).toMatchObject({ authProvider: 'farcaster', userName: account.username })
    const key = await call('frame', '/v1/embedded/key', { token, body: { namespace: 'eip155' } })
    return privateKeyToAccount(key.body.privateKey as `0x${string}`).address
  }

  it('logs a fid in with its custody key: the same fid gets the same address, another fid another', async () => {
    const [first, second] = localFarcasterAccounts as [
      (typeof localFarcasterAccounts)[number],
      (typeof localFarcasterAccounts)[number],
    ]
    const address = await signIn(first)
    expect(await signIn(first)).toBe(address)
    expect(await signIn(second)).not.toBe(address)
  })

  it('refuses a key that is not the custody key of the fid, and the frame learns why', async () => {
    const opened = await call('frame', '/v1/embedded/farcaster/channel', { body: {} })
    const { url, channelToken, attempt } = opened.body as {
      url: string
      channelToken: string
      attempt: string
    }
    const refused = await playApp(url, generatePrivateKey(), 1, 'impostor')
    expect(refused).toMatchObject({ status: 401, body: { code: 'FARCASTER_CUSTODY_MISMATCH' } })
    const connect = await call('frame', '/v1/embedded/farcaster/connect', { body: { channelToken, attempt } })
    expect(connect).toMatchObject({ status: 401, body: { code: 'FARCASTER_CUSTODY_MISMATCH' } })
  })

  it('opens channels in the relay shape, with the farcaster://connect link', async () => {
    const created = await call('api', '/v1/farcaster/channel', {
      body: { domain: 'app.example.com', siweUri: 'https://app.example.com/login' },
    })
    expect(created.status).toBe(201)
    const link = new URL(created.body.url as string)
    expect(`${link.protocol}//${link.host}`).toBe('farcaster://connect')
    expect(link.searchParams.get('channelToken')).toBe(created.body.channelToken)
    expect(link.searchParams.get('nonce')).toBe(created.body.nonce)
    expect(created.body).not.toHaveProperty('attempt')
    expect(
      await call('api', '/v1/farcaster/channel/status', { token: created.body.channelToken as string }),
    ).toMatchObject({ status: 202, body: { state: 'pending' } })
  })
})
