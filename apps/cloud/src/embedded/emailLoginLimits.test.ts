import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCloud, type CloudHandle, type StartCloudOptions } from '../startCloud'
import { startDevMailServer, type DevMailServer } from '@gatehouse/harness/mail'
import { onPostgres, testDatabase } from '../../test/testDatabase'

interface Answer {
  status: number
  retryAfter: string | null
  body: { code?: string; error?: string; token?: string }
}

const hour = 3_600_000

// The bounds on guessing e-mail codes, through the frame origin's HTTP API with codes really mailed:
// wrong codes counted per address across codes (a lockout), codes per address and addresses per
// client an hour, each refusal with Retry-After. The service trusts 127.0.0.1 as a proxy, so each
// test is a client of its own through X-Forwarded-For.
describe('embedded wallet: limits on e-mail codes', () => {
  let mail: DevMailServer
  let cloud: CloudHandle
  let options: StartCloudOptions
  // The service's clock runs `offset` ms ahead; tests move it instead of waiting.
  let offset = 0
  let n = 0
  const newEmail = () => `target${(n += 1)}-${randomBytes(3).toString('hex')}@example.com`
  const newClient = () => `198.51.100.${(n += 1) % 250}`

  async function call(path: string, body: unknown, client: string, on: CloudHandle = cloud): Promise<Answer> {
    const response = await fetch(`${on.frameUrl}${path}`, {
      method: 'POST',
      headers: { origin: on.frameUrl, 'x-forwarded-for': client },
      body: JSON.stringify(body),
    })
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: (await response.json()) as Answer['body'],
    }
  }

  const askCode = (email: string, client: string, on?: CloudHandle) =>
    call('/v1/embedded/email/login', { email }, client, on)
  const guess = (email: string, otp: string, client: string, on?: CloudHandle) =>
    call('/v1/embedded/email/verify', { email, otp }, client, on)

  /** Asks a code and reads it from the inbox. */
  async function codeFor(email: string, client: string, on?: CloudHandle): Promise<string> {
    const before = await mail.countTo(email)
    expect((await askCode(email, client, on)).status).toBe(201)
    return mail.latestCode(email, { skip: before })
  }
  const seconds = (answer: Answer) => Number(answer.retryAfter)
  const wrong = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0')

  beforeAll(async () => {
    mail = await startDevMailServer()
    options = {
      port: 0,
      ...(await testDatabase()),
      clock: () => Date.now() + offset,
      walletMasterSecret: Uint8Array.from(randomBytes(32)),
      mail: { smtpUrl: mail.smtpUrl, from: 'Gatehouse <login@gatehouse.localhost>' },
      config: { trustedProxies: ['127.0.0.1'] },
    }
    cloud = await startCloud(options)
  })
  afterAll(async () => {
    await cloud?.close()
    await mail?.close()
  })

  it('locks an address after 10 wrong codes across codes, even against the right code, for an hour', async () => {
    const email = newEmail()
    const client = newClient()
    for (let code = 0; code < 2; code += 1) {
      if (code > 0) offset += 30_000
      const otp = await codeFor(email, client)
      for (let i = 0; i < 4; i += 1)
        expect((await guess(email, wrong(otp), client)).body.code).toBe('CODE_WRONG')
      if (code === 0) expect((await guess(email, wrong(otp), client)).body.code).toBe('CODE_TOO_MANY_TRIES')
    }
    // The third code: a new code no longer resets the count; the 10th wrong one locks the address.
    offset += 30_000
    const otp = await codeFor(email, client)
    const tenth = await guess(email, wrong(otp), client)
    expect(tenth).toEqual({
      status: 429,
      retryAfter: '3600',
      body: { code: 'EMAIL_LOCKED', error: 'Too many wrong codes for this address; try again in 60 minutes' },
    })
    expect((await guess(email, otp, client)).body.code).toBe('EMAIL_LOCKED')
    // Locked: the right code is refused, no new code is sent, from any client.
    expect((await guess(email, otp, newClient())).body.code).toBe('EMAIL_LOCKED')
    offset += 30 * 60_000
    const asked = await askCode(email, newClient())
    expect(asked).toMatchObject({ status: 429, body: { code: 'EMAIL_LOCKED' } })
    expect(seconds(asked)).toBeGreaterThan(1790)
    expect(seconds(asked)).toBeLessThanOrEqual(1800)
    expect(asked.body.error).toBe('Too many wrong codes for this address; try again in 30 minutes')
    offset += 30 * 60_000
    const fresh = await codeFor(email, client)
    expect((await guess(email, fresh, client)).status).toBe(201)
  })

  it('forgets the wrong codes of an address once its owner logs in', async () => {
    const email = newEmail()
    const client = newClient()
    /** Nine wrong codes over two codes; the second code, with one try left, is returned. */
    const failNine = async () => {
      let otp = ''
      for (let code = 0; code < 2; code += 1) {
        offset += 30_000
        otp = await codeFor(email, client)
        for (let i = 0; i < (code === 0 ? 5 : 4); i += 1)
          expect((await guess(email, wrong(otp), client)).status).not.toBe(201)
      }
      return otp
    }
    expect((await guess(email, await failNine(), client)).status).toBe(201)
    // Nine more do not lock it: the count started again at the login. The tenth does.
    const otp = await failNine()
    expect((await guess(email, wrong(otp), client)).body.code).toBe('EMAIL_LOCKED')
  })

  it('sends an address at most 5 codes an hour', async () => {
    const email = newEmail()
    const client = newClient()
    for (let i = 0; i < 5; i += 1) {
      expect((await askCode(email, client)).status).toBe(201)
      offset += 30_000
    }
    // From another client too: the count is the address's.
    const sixth = await askCode(email, newClient())
    expect(sixth).toMatchObject({ status: 429, body: { code: 'EMAIL_CODE_LIMIT' } })
    // The first code went 150 s ago: it leaves the hour in 3450 s (less the real time the test took).
    expect(seconds(sixth)).toBeGreaterThan(3440)
    expect(seconds(sixth)).toBeLessThanOrEqual(3450)
    expect(sixth.body.error).toBe('Too many codes were sent to this address; try again in 58 minutes')
    offset += seconds(sixth) * 1000
    expect((await askCode(email, client)).status).toBe(201)
  })

  it('lets one client ask codes for at most 10 addresses an hour', async () => {
    const client = newClient()
    const emails = Array.from({ length: 10 }, newEmail)
    for (const email of emails) expect((await askCode(email, client)).status).toBe(201)
    const eleventh = await askCode(newEmail(), client)
    expect(eleventh).toMatchObject({ status: 429, body: { code: 'EMAIL_CLIENT_LIMIT' } })
    expect(seconds(eleventh)).toBeGreaterThan(3590)
    expect(eleventh.body.error).toBe(
      'Codes were asked for too many addresses from this network; try again in 60 minutes',
    )
    // An address it already asked for is not another one; another client is not limited.
    offset += 30_000
    expect((await askCode(emails[0] as string, client)).status).toBe(201)
    expect((await askCode(newEmail(), newClient())).status).toBe(201)
    offset += hour
    expect((await askCode(newEmail(), client)).status).toBe(201)
  })

  // The threat model's odds: an attacker who knows only the address, asks codes as fast as the
  // service allows and guesses (wrong, to keep going) until refused, waiting whatever Retry-After says.
  it('leaves an attacker at most 10 guesses an hour: 240 in a day, odds under 0.025 %', async () => {
    const email = newEmail()
    const client = newClient()
    const start = offset
    let guesses = 0
    let otp: string | undefined
    while (offset - start < 24 * hour && guesses <= 300) {
      if (otp === undefined) {
        const before = await mail.countTo(email)
        const asked = await askCode(email, client)
        if (asked.status === 429) {
          offset += Number(asked.retryAfter) * 1000
          continue
        }
        expect(asked.status).toBe(201)
        otp = await mail.latestCode(email, { skip: before })
      }
      const answer = await guess(email, wrong(otp), client)
      expect(['CODE_WRONG', 'CODE_TOO_MANY_TRIES', 'EMAIL_LOCKED']).toContain(answer.body.code)
      // Every guess is checked here: a locked address is only ever met by the guess that locked it,
      // as the attacker then waits out the lock.
      guesses += 1
      if (answer.body.code !== 'CODE_WRONG') otp = undefined
      if (answer.retryAfter) offset += Number(answer.retryAfter) * 1000
    }
    expect(guesses).toBeGreaterThanOrEqual(230)
    expect(guesses).toBeLessThanOrEqual(240)
    // Each guess matches a uniformly random 6-digit code with probability 10⁻⁶.
    expect(1 - (1 - 1e-6) ** guesses).toBeLessThan(0.00025)
  }, 120_000)

  // Two instances on one PostgreSQL server: the counts are the database's, not each process's.
  it.runIf(onPostgres)('shares the lockout and the code limits between two instances', async () => {
    const other = await startCloud(options)
    try {
      const email = newEmail()
      const client = newClient()
      const instances = [cloud, other]
      // Wrong codes alternate between the instances: 10 in all lock the address on both.
      let answer: Answer | undefined
      for (let code = 0; code < 2; code += 1) {
        if (code > 0) offset += 30_000
        const otp = await codeFor(email, client, instances[code % 2])
        for (let i = 0; i < 5; i += 1) answer = await guess(email, wrong(otp), client, instances[i % 2])
      }
      expect(answer?.body.code).toBe('EMAIL_LOCKED')
      for (const instance of instances)
        expect((await askCode(email, client, instance)).body.code).toBe('EMAIL_LOCKED')

      // Codes to one address, asked alternately: the sixth in the hour is refused by either.
      const target = newEmail()
      for (let i = 0; i < 5; i += 1) {
        offset += 30_000
        expect((await askCode(target, newClient(), instances[i % 2])).status).toBe(201)
      }
      offset += 30_000
      for (const instance of instances)
        expect((await askCode(target, newClient(), instance)).body.code).toBe('EMAIL_CODE_LIMIT')

      // One client's addresses, asked alternately (one so far): the 11th is refused by either.
      for (let i = 1; i < 10; i += 1)
        expect((await askCode(newEmail(), client, instances[i % 2])).status).toBe(201)
      for (const instance of instances)
        expect((await askCode(newEmail(), client, instance)).body.code).toBe('EMAIL_CLIENT_LIMIT')
    } finally {
      await other.close()
    }
  })
})
