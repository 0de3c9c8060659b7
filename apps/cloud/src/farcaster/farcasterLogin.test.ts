import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { openCloudDatabase, type CloudDatabase } from '../database/cloudDatabase'
import { createEmbeddedStore } from '../embedded/embeddedStore'
import { createSocialStore } from '../social/socialStore'
import { hashSessionToken } from '../sessions/sessionTokens'
import { testDatabase } from '../../test/testDatabase'
import { createFarcasterChannels } from './farcasterChannels'
import { createFarcasterLogin, type FarcasterLogin } from './farcasterLogin'
import { farcasterTestMessage } from './farcasterTestMessages'

// The rules of Farcaster sign-in on a real database, with an ID registry in memory (the tools
// integration test reads the contract on a local chain): custody, single use, expiry, the attempt.
describe('Farcaster sign-in channels', () => {
  let database: CloudDatabase
  let login: FarcasterLogin
  let offset = 0
  const custody = privateKeyToAccount(generatePrivateKey())
  const registry = new Map<string, number>([[custody.address, 42]])
  const target = { domain: 'wallet.example:8788', siweUri: 'http://wallet.example:8788' }

  beforeAll(async () => {
    database = await openCloudDatabase(await testDatabase())
    login = createFarcasterLogin({
      channels: createFarcasterChannels(database),
      store: createEmbeddedStore(database),
      identities: createSocialStore(database),
      registry: { fidOf: async (address: Address) => registry.get(address) ?? 0 },
      settings: { channelTtlMs: 60_000, longPollMs: 300, pollIntervalMs: 50, sessionTtlMs: 3_600_000 },
      now: () => Date.now() + offset,
    })
  })
  afterAll(() => database.close())

  async function signed(
    channel: { nonce: string },
    options: { signer?: typeof custody; fid?: number; domain?: string } = {},
  ) {
    const signer = options.signer ?? custody
    const message = farcasterTestMessage({
      address: signer.address,
      domain: options.domain ?? target.domain,
      uri: target.siweUri,
      nonce: channel.nonce,
      fid: options.fid ?? 42,
    })
    return {
      message,
      signature: await signer.signMessage({ message }),
      fid: options.fid ?? 42,
      username: 'alice',
    }
  }

  const code = (promise: Promise<unknown>) =>
    promise.then(
      () => 'resolved',
      (error: { code?: string }) => error.code,
    )

  it('opens a channel whose farcaster://connect link carries token, nonce, URI and domain', async () => {
    const channel = await login.open(target)
    const url = new URL(channel.url)
    expect(url.protocol).toBe('farcaster:')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      channelToken: channel.channelToken,
      nonce: channel.nonce,
      siweUri: target.siweUri,
      domain: target.domain,
    })
    expect(await login.status(channel.channelToken)).toMatchObject({ state: 'pending', nonce: channel.nonce })
    // Only hashes of the token and of the attempt secret are stored.
    const { rows } = await database.query<Record<string, unknown>>(
      'SELECT * FROM farcaster_channels WHERE token_hash = $1',
      [hashSessionToken(channel.channelToken)],
    )
    expect(JSON.stringify(rows)).not.toContain(channel.channelToken)
    expect(JSON.stringify(rows)).not.toContain(channel.attempt)
  })

  it('completes with the checked answer, logs in as (farcaster, fid) once, and the same fid is the same user', async () => {
    const channel = await login.open(target)
    const answer = await login.authenticate(channel.channelToken, await signed(channel))
    expect(answer).toMatchObject({ fid: 42, custody: custody.address, username: 'alice' })
    expect(await login.status(channel.channelToken)).toMatchObject({
      state: 'completed',
      fid: 42,
      custody: custody.address,
    })
    const first = await login.redeem(channel.channelToken, channel.attempt)
    expect(first).toMatchObject({
      state: 'completed',
      user: { fid: 42, userName: 'alice' },
    })
    // Single use: the channel is spent.
    expect(await code(login.redeem(channel.channelToken, channel.attempt))).toBe('FARCASTER_CHANNEL_USED')
    expect(await code(login.status(channel.channelToken))).toBe('FARCASTER_CHANNEL_USED')

    const again = await login.open(target)
    await login.authenticate(again.channelToken, await signed(again))
    const second = await login.redeem(again.channelToken, again.attempt)
    expect(second.state === 'completed' && second.user.id).toBe(first.state === 'completed' && first.user.id)
  })

  it('refuses a signature from another key than the custody address of the fid, and tells the waiting frame', async () => {
    const channel = await login.open(target)
    const stranger = privateKeyToAccount(generatePrivateKey())
    expect(
      await code(login.authenticate(channel.channelToken, await signed(channel, { signer: stranger }))),
    ).toBe('FARCASTER_CUSTODY_MISMATCH')
    expect(await code(login.redeem(channel.channelToken, channel.attempt))).toBe('FARCASTER_CUSTODY_MISMATCH')
    expect(await code(login.redeem(channel.channelToken, channel.attempt))).toBe('FARCASTER_CHANNEL_USED')
  })

  it('refuses a custody key claiming a fid it does not own, and a signature of another message', async () => {
    const claim = await login.open(target)
    expect(await code(login.authenticate(claim.channelToken, await signed(claim, { fid: 43 })))).toBe(
      'FARCASTER_CUSTODY_MISMATCH',
    )
    const forged = await login.open(target)
    const answer = await signed(forged)
    const other = await signed({ nonce: 'ffffffffffffffff' })
    expect(
      await code(login.authenticate(forged.channelToken, { ...answer, signature: other.signature })),
    ).toBe('FARCASTER_SIGNATURE_INVALID')
  })

  it("refuses a message for another domain or with another nonce than the channel's", async () => {
    const channel = await login.open(target)
    expect(
      await code(login.authenticate(channel.channelToken, await signed(channel, { domain: 'evil.example' }))),
    ).toBe('FARCASTER_MESSAGE_INVALID')
    const other = await login.open(target)
    expect(await code(login.authenticate(other.channelToken, await signed({ nonce: channel.nonce })))).toBe(
      'FARCASTER_MESSAGE_INVALID',
    )
  })

  it('takes one answer per channel', async () => {
    const channel = await login.open(target)
    await login.authenticate(channel.channelToken, await signed(channel))
    expect(await code(login.authenticate(channel.channelToken, await signed(channel)))).toBe(
      'FARCASTER_CHANNEL_ANSWERED',
    )
  })

  it('lets only the attempt that opened the channel redeem it', async () => {
    const channel = await login.open(target)
    await login.authenticate(channel.channelToken, await signed(channel))
    expect(await code(login.redeem(channel.channelToken, 'not-the-attempt'))).toBe(
      'FARCASTER_ATTEMPT_REFUSED',
    )
    expect(await code(login.redeem('unknown-channel-token-123', channel.attempt))).toBe(
      'FARCASTER_CHANNEL_UNKNOWN',
    )
  })

  it('answers pending after the long poll, and expired once the channel ran out', async () => {
    const channel = await login.open(target)
    expect(await login.redeem(channel.channelToken, channel.attempt)).toEqual({ state: 'pending' })
    offset = 61_000
    try {
      expect(await code(login.redeem(channel.channelToken, channel.attempt))).toBe(
        'FARCASTER_CHANNEL_EXPIRED',
      )
      expect(await code(login.authenticate(channel.channelToken, await signed(channel)))).toBe(
        'FARCASTER_CHANNEL_EXPIRED',
      )
    } finally {
      offset = 0
    }
  })
})
