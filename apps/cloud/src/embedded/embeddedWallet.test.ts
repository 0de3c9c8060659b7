import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { openCloudDatabase } from '../database/cloudDatabase'
import { startCloud, type CloudHandle, type StartCloudOptions } from '../startCloud'
import { startDevMailServer, type DevMailServer } from '@gatehouse/harness/mail'
import { onPostgres, testDatabase } from '../../test/testDatabase'
import { deriveWalletKey } from './walletKeys'

interface Answer {
  status: number
  body: Record<string, unknown>
}

// The e-mail login, sessions and key release of the embedded wallet, through the frame origin's HTTP
// API, with the codes really sent over SMTP to a development mail server and read from its inbox.
describe('embedded wallet: e-mail codes, sessions and key release', () => {
  let mail: DevMailServer
  let cloud: CloudHandle
  let options: StartCloudOptions
  const masterSecret = Uint8Array.from(randomBytes(32))
  // The service's clock runs `offset` ms ahead; tests move it instead of waiting.
  let offset = 0
  let n = 0
  const newEmail = () => `visitor${(n += 1)}-${randomBytes(3).toString('hex')}@example.com`

  async function call(
    path: string,
    init: { body?: unknown; token?: string; origin?: string } = {},
  ): Promise<Answer> {
    const response = await fetch(`${cloud.frameUrl}${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        origin: init.origin ?? cloud.frameUrl,
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  async function login(email: string): Promise<string> {
    const before = await mail.countTo(email)
    expect((await call('/v1/embedded/email/login', { body: { email } })).status).toBe(201)
    const otp = await mail.latestCode(email, { skip: before })
    const verified = await call('/v1/embedded/email/verify', { body: { email, otp } })
    expect(verified.status).toBe(201)
    return verified.body.token as string
  }

  const addressOf = async (token: string) => {
    const key = await call('/v1/embedded/key', { body: { namespace: 'eip155' }, token })
    expect(key.status).toBe(200)
    return privateKeyToAccount(key.body.privateKey as `0x${string}`).address
  }

  let dataDir: string

  beforeAll(async () => {
    mail = await startDevMailServer()
    dataDir = await mkdtemp(join(tmpdir(), 'gatehouse-embedded-'))
    options = {
      port: 0,
      ...(await testDatabase(dataDir)),
      clock: () => Date.now() + offset,
      walletMasterSecret: masterSecret,
      mail: { smtpUrl: mail.smtpUrl, from: 'Gatehouse <login@gatehouse.localhost>' },
    }
    cloud = await startCloud(options)
  })
  afterAll(async () => {
    await cloud?.close()
    await mail?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('sends a 6-digit code over SMTP and logs in with it; the session answers the user', async () => {
    const email = newEmail()
    const token = await login(email)
    const session = await call('/v1/embedded/session', { token })
    expect(session.status).toBe(200)
    expect(session.body.user).toMatchObject({ email })
  })

  it('refuses a second code within 30 s with the spec message, and sends one after', async () => {
    const email = newEmail()
    expect((await call('/v1/embedded/email/login', { body: { email } })).status).toBe(201)
    const again = await call('/v1/embedded/email/login', { body: { email } })
    expect(again.status).toBe(429)
    expect(again.body.error).toMatch(/^Please try again after (30|29) seconds$/)
    offset += 30_000
    expect((await call('/v1/embedded/email/login', { body: { email } })).status).toBe(201)
  })

  it('refuses an invalid address', async () => {
    const answer = await call('/v1/embedded/email/login', { body: { email: 'not-an-address' } })
    expect(answer).toMatchObject({ status: 400, body: { code: 'EMAIL_INVALID' } })
  })

  it('counts wrong codes, and after 5 the code is dead even when right', async () => {
    const email = newEmail()
    const before = await mail.countTo(email)
    await call('/v1/embedded/email/login', { body: { email } })
    const otp = await mail.latestCode(email, { skip: before })
    const wrong = otp === '000000' ? '111111' : '000000'
    const first = await call('/v1/embedded/email/verify', { body: { email, otp: wrong } })
    expect(first).toMatchObject({
      status: 401,
      body: { code: 'CODE_WRONG', error: 'The code is wrong; 4 tries left' },
    })
    for (let i = 0; i < 3; i += 1) await call('/v1/embedded/email/verify', { body: { email, otp: wrong } })
    const fifth = await call('/v1/embedded/email/verify', { body: { email, otp: wrong } })
    expect(fifth.body.code).toBe('CODE_TOO_MANY_TRIES')
    const right = await call('/v1/embedded/email/verify', { body: { email, otp } })
    expect(right).toMatchObject({ status: 429, body: { code: 'CODE_TOO_MANY_TRIES' } })
  })

  it('refuses an expired code, and a used one', async () => {
    const email = newEmail()
    const before = await mail.countTo(email)
    await call('/v1/embedded/email/login', { body: { email } })
    const otp = await mail.latestCode(email, { skip: before })
    offset += 10 * 60_000 + 1_000
    const expired = await call('/v1/embedded/email/verify', { body: { email, otp } })
    expect(expired).toMatchObject({ status: 410, body: { code: 'CODE_EXPIRED' } })

    const token = await login(email)
    expect(token).toBeTruthy()
    const reused = await call('/v1/embedded/email/verify', {
      body: { email, otp: await mail.latestCode(email) },
    })
    expect(reused.body.code).toBe('CODE_NOT_REQUESTED')
  })

  it('gives a second login with the same e-mail the same address, and another e-mail another', async () => {
    const email = newEmail()
    const first = await addressOf(await login(email))
    offset += 30_000
    const second = await addressOf(await login(email.toUpperCase()))
    expect(second).toBe(first)
    offset += 30_000
    expect(await addressOf(await login(newEmail()))).not.toBe(first)
  })

  it('releases the key only to a live session and only to the frame origin', async () => {
    const email = newEmail()
    const token = await login(email)
    const foreign = await call('/v1/embedded/key', { body: {}, token, origin: 'http://127.0.0.1:5173' })
    expect(foreign).toMatchObject({ status: 403, body: { code: 'ORIGIN_REFUSED' } })
    const noOrigin = await fetch(`${cloud.frameUrl}/v1/embedded/key`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: '{}',
    })
    expect(noOrigin.status).toBe(403)
    const anonymous = await call('/v1/embedded/key', { body: {} })
    expect(anonymous).toMatchObject({ status: 401, body: { code: 'SESSION_INVALID' } })
    // Nothing of the frame origin's API is readable from another origin: no CORS headers.
    const answer = await fetch(`${cloud.frameUrl}/v1/embedded/session`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    // Not on the API origin at all.
    expect((await fetch(`${cloud.url}/v1/embedded/key`, { method: 'POST', body: '{}' })).status).toBe(404)

    expect((await call('/v1/embedded/sign-out', { body: {}, token })).status).toBe(200)
    const afterSignOut = await call('/v1/embedded/key', { body: {}, token })
    expect(afterSignOut).toMatchObject({ status: 401, body: { code: 'SESSION_INVALID' } })
  })

  it('ends a session when it expires', async () => {
    const token = await login(newEmail())
    offset += 7 * 24 * 3_600_000 + 1_000
    expect((await call('/v1/embedded/session', { token })).status).toBe(401)
  })

  it('changes the e-mail with a code to the old address, then one to the new; the address stays', async () => {
    const email = newEmail()
    const token = await login(email)
    const address = await addressOf(token)
    const next = newEmail()
    const oldBefore = await mail.countTo(email)
    expect((await call('/v1/embedded/email/update', { body: { email: next }, token })).body).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    const primary = await mail.latestCode(email, { skip: oldBefore })
    const newBefore = await mail.countTo(next)
    const wrongStep = await call('/v1/embedded/email/update/secondary', { body: { otp: primary }, token })
    expect(wrongStep.body.code).toBe('CODE_NOT_REQUESTED')
    const afterPrimary = await call('/v1/embedded/email/update/primary', { body: { otp: primary }, token })
    expect(afterPrimary.body).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const secondary = await mail.latestCode(next, { skip: newBefore })
    const done = await call('/v1/embedded/email/update/secondary', { body: { otp: secondary }, token })
    expect(done).toMatchObject({ status: 200, body: { newEmail: next } })
    expect((await call('/v1/embedded/session', { token })).body.user).toMatchObject({ email: next })
    offset += 30_000
    expect(await addressOf(await login(next))).toBe(address)
  })

  // Two instances on one PostgreSQL server: the cooldown, the code and the session are the database's.
  it.runIf(onPostgres)('shares codes, cooldowns and sessions between two instances', async () => {
    const other = await startCloud(options)
    try {
      const email = newEmail()
      const before = await mail.countTo(email)
      expect((await call('/v1/embedded/email/login', { body: { email } })).status).toBe(201)
      const otp = await mail.latestCode(email, { skip: before })
      const onOther = (path: string, body?: unknown, token?: string) =>
        fetch(`${other.frameUrl}${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { origin: other.frameUrl, ...(token ? { authorization: `Bearer ${token}` } : {}) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        })
      expect((await onOther('/v1/embedded/email/login', { email })).status).toBe(429)
      const verified = await onOther('/v1/embedded/email/verify', { email, otp })
      expect(verified.status).toBe(201)
      const { token } = (await verified.json()) as { token: string }
      expect(await addressOf(token)).toBe(
        privateKeyToAccount(
          ((await (await onOther('/v1/embedded/key', {}, token)).json()) as { privateKey: `0x${string}` })
            .privateKey,
        ).address,
      )
    } finally {
      await other.close()
    }
  })

  it('keeps no key material in the database: the key needs the master secret', async () => {
    const email = newEmail()
    const address = await addressOf(await login(email))
    await cloud.close()
    const database = await openCloudDatabase(
      options.databaseUrl
        ? { databaseUrl: options.databaseUrl }
        : options.dataDir
          ? { dataDir: options.dataDir }
          : {},
    )
    try {
      const { rows } = await database.query<{ id: string }>(
        'SELECT id FROM embedded_users WHERE email = $1',
        [email],
      )
      const userId = rows[0]?.id as string
      const dump = JSON.stringify(
        await Promise.all(
          ['embedded_users', 'embedded_codes', 'embedded_sessions'].map(
            async (table) => (await database.query(`SELECT * FROM ${table}`)).rows,
          ),
        ),
      ).toLowerCase()
      const key = deriveWalletKey(masterSecret, userId, 'eip155')
      expect(privateKeyToAccount(key as `0x${string}`).address).toBe(address)
      expect(dump).not.toContain(key.slice(2).toLowerCase())
      // Every other secret derives another key: the database rows alone do not give this one.
      const other = deriveWalletKey(Uint8Array.from(randomBytes(32)), userId, 'eip155')
      expect(privateKeyToAccount(other as `0x${string}`).address).not.toBe(address)
    } finally {
      await database.close()
      cloud = await startCloud(options)
    }
  })
})
