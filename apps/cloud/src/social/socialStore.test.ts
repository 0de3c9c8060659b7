import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openCloudDatabase } from '../database/cloudDatabase'
import type { CloudDatabase } from '../database/SqlDatabase'
import { deriveWalletKey } from '../embedded/walletKeys'
import { testDatabase } from '../../test/testDatabase'
import { createSocialStore, type SocialAttempt, type SocialStore } from './socialStore'

const hash = (value: string) => createHash('sha256').update(value).digest('hex')

// The rules the database enforces: a state is taken once, before it expires, at its own provider's
// callback; a result is redeemed once, before it expires, with the starting frame's secret; an
// identity (provider + subject) is one user, whose id the wallet keys are derived from.
describe('social login store', () => {
  let database: CloudDatabase
  let store: SocialStore
  const t0 = 1_800_000_000_000

  beforeAll(async () => {
    database = await openCloudDatabase(await testDatabase())
    store = createSocialStore(database)
  })
  afterAll(() => database?.close())

  async function attempt(overrides: Partial<SocialAttempt> = {}): Promise<SocialAttempt & { state: string }> {
    const state = randomBytes(16).toString('hex')
    const stored: SocialAttempt = {
      stateHash: hash(state),
      provider: 'google',
      frameSecretHash: hash('frame secret'),
      codeVerifier: 'verifier',
      nonce: 'nonce',
      hostOrigin: 'http://localhost:5173',
      returnUrl: 'http://localhost:5173/',
      createdAt: t0,
      expiresAt: t0 + 60_000,
      ...overrides,
    }
    await store.insertAttempt(stored)
    return { ...stored, state }
  }

  it('gives an attempt to its callback once', async () => {
    const started = await attempt()
    expect(await store.takeAttempt(started.stateHash, 'google', t0 + 1)).toMatchObject({
      codeVerifier: 'verifier',
      nonce: 'nonce',
      hostOrigin: 'http://localhost:5173',
    })
    expect(await store.takeAttempt(started.stateHash, 'google', t0 + 2)).toBeUndefined()
  })

  it('refuses an expired state and a state presented at another provider', async () => {
    const expired = await attempt()
    expect(await store.takeAttempt(expired.stateHash, 'google', t0 + 60_000)).toBeUndefined()
    const mixed = await attempt()
    expect(await store.takeAttempt(mixed.stateHash, 'github', t0 + 1)).toBeUndefined()
    expect(await store.takeAttempt(mixed.stateHash, 'google', t0 + 1)).toBeDefined()
  })

  async function withResult(resultToken: string, expiresAt = t0 + 120_000) {
    const started = await attempt()
    const userId = await store.transaction(async (tx) => {
      const id = await store.userOfIdentity(tx, { provider: 'google', subject: `s-${resultToken}` }, t0)
      await store.recordResult(tx, started.stateHash, {
        resultHash: hash(resultToken),
        userId: id,
        expiresAt,
      })
      return id
    })
    return { started, userId }
  }

  it('redeems a result once, only with the secret of the frame that started it', async () => {
    const { userId } = await withResult('result-1')
    const redeem = (secret: string, at = t0 + 10) =>
      store.transaction((tx) => store.redeemResult(tx, hash('result-1'), hash(secret), at))
    expect(await redeem('another frame')).toBeUndefined()
    expect(await redeem('frame secret')).toBe(userId)
    expect(await redeem('frame secret')).toBeUndefined()
  })

  it('refuses an expired result', async () => {
    await withResult('result-2', t0 + 100)
    expect(
      await store.transaction((tx) =>
        store.redeemResult(tx, hash('result-2'), hash('frame secret'), t0 + 100),
      ),
    ).toBeUndefined()
  })

  it('maps one identity to one user (one wallet), and keeps providers apart', async () => {
    const secret = Uint8Array.from(randomBytes(32))
    const userOf = (provider: 'google' | 'github', subject: string, userName?: string) =>
      store.transaction((tx) =>
        store.userOfIdentity(tx, { provider, subject, ...(userName ? { userName } : {}) }, t0),
      )
    const first = await userOf('google', '1234', 'alice')
    const again = await userOf('google', '1234', 'alice renamed')
    const github = await userOf('github', '1234')
    expect(again).toBe(first)
    expect(github).not.toBe(first)
    expect(deriveWalletKey(secret, again, 'eip155')).toBe(deriveWalletKey(secret, first, 'eip155'))
    expect(deriveWalletKey(secret, github, 'eip155')).not.toBe(deriveWalletKey(secret, first, 'eip155'))
    const { rows } = await database.query<{ user_name: string }>(
      "SELECT user_name FROM embedded_social_identities WHERE provider = 'google' AND subject = '1234'",
    )
    expect(rows[0]?.user_name).toBe('alice renamed')
  })
})
