import * as v from 'valibot'
import { ErrorMessage, type FrameNamespace } from '@gatehouse/common'
import type { SqlQueries } from '../database/SqlDatabase'
import { hashSessionToken, newSessionToken } from '../sessions/sessionTokens'
import { codeHmac, newOneTimeCode, sameHmac } from './codeHashing'
import type { CodePurpose, EmbeddedStore, EmbeddedUser, SessionUser, StoredCode } from './embeddedStore'
import { EmbeddedRefusalCode, refuseEmbedded } from './EmbeddedRefusal'
import type { Mailer } from './mailer'
import { log } from '../logging/log'
import { codeHmacKey, deriveWalletKey } from './walletKeys'

/**
 * The limits of the e-mail login (30 s between codes; see the README's "Guessing codes"). The counts per address and per client
 * bound how fast anyone can guess codes; the README's threat model states the odds they leave.
 */
export interface EmailLoginSettings {
  resendCooldownMs: number
  codeTtlMs: number
  /** Wrong codes a code survives; the next wrong one kills it. */
  maxTries: number
  sessionTtlMs: number
  /** The window of the counts below (codes asked, addresses asked, wrong codes). */
  limitWindowMs: number
  /** Codes sent to one address (any purpose) within the window. */
  codesPerAddress: number
  /** Distinct addresses one client address may ask codes for within the window. */
  addressesPerClient: number
  /** Wrong codes for one address (across its codes) within the window; the last one locks it out. */
  failuresPerAddress: number
  /** How long an address stays locked out after too many wrong codes. */
  lockoutMs: number
}

export const defaultEmailLoginSettings: EmailLoginSettings = {
  resendCooldownMs: 30_000,
  codeTtlMs: 10 * 60_000,
  maxTries: 5,
  sessionTtlMs: 7 * 24 * 3_600_000,
  limitWindowMs: 3_600_000,
  codesPerAddress: 5,
  addressesPerClient: 10,
  failuresPerAddress: 10,
  lockoutMs: 3_600_000,
}

const minutesUntil = (ms: number) => Math.max(1, Math.ceil(ms / 60_000))
const plural = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`

const emailSchema = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email())

/** A valid e-mail address in lower case, or the EMAIL_INVALID refusal. */
export function normaliseEmail(value: unknown): string {
  const parsed = v.safeParse(emailSchema, value)
  if (!parsed.success) throw refuseEmbedded(EmbeddedRefusalCode.EmailInvalid, 'Enter a valid e-mail address')
  return parsed.output
}

/** A live login: its user and when it ends. */
export interface LiveLogin {
  user: SessionUser
  expiresAt: number
}

/** The e-mail user of a live login; a social login has no e-mail to change (EMAIL_LOGIN_ONLY). */
function emailUserOf({ user }: LiveLogin): EmbeddedUser {
  if (user.authProvider !== 'email' || !user.email)
    throw refuseEmbedded(
      EmbeddedRefusalCode.EmailLoginOnly,
      'Only an e-mail login can change its e-mail address',
    )
  return { id: user.id, email: user.email }
}

/**
 * The e-mail login of the embedded wallet: one-time codes (6 digits, HMAC-stored, 10 minutes, 5 tries,
 * 30 s between two for one address, 5 an hour per address, 10 addresses an hour per client; 10 wrong
 * codes an hour lock an address out for an hour), bearer sessions, the e-mail change in two codes, sign-out, and
 * the key release to a live session. Every check runs on the shared database, so instances agree.
 */
export function createEmailLogin(deps: {
  store: EmbeddedStore
  mailer: Mailer | undefined
  masterSecret: Uint8Array
  settings: EmailLoginSettings
  now: () => number
}) {
  const { store, settings, now } = deps
  const hmacKey = codeHmacKey(deps.masterSecret)
  const binding = (purpose: CodePurpose, email: string, createdAt: number) =>
    `${purpose}:${email}:${createdAt}`

  function cooldown(latest: StoredCode | undefined, at: number): void {
    if (!latest) return
    const wait = latest.createdAt + settings.resendCooldownMs - at
    if (wait > 0)
      throw refuseEmbedded(
        EmbeddedRefusalCode.EmailCooldown,
        ErrorMessage.tryAgainAfter(Math.ceil(wait / 1000)),
        Math.ceil(wait / 1000),
      )
  }

  /** Refuses while wrong codes keep `email` locked out (EMAIL_LOCKED, with the minutes left). */
  async function notLockedOut(tx: SqlQueries, email: string): Promise<void> {
    const until = await store.lockedUntil(tx, email)
    const wait = until === undefined ? 0 : until - now()
    if (wait > 0) throw lockedOut(wait)
  }

  const lockedOut = (wait: number) =>
    refuseEmbedded(
      EmbeddedRefusalCode.EmailLocked,
      `Too many wrong codes for this address; try again in ${plural(minutesUntil(wait), 'minute', 'minutes')}`,
      Math.ceil(wait / 1000),
    )

  /**
   * Refuses a code to `email` when the address had its codes of the window (EMAIL_CODE_LIMIT), or the
   * client already asked codes for as many other addresses (EMAIL_CLIENT_LIMIT); each says when a code
   * may be asked again.
   */
  async function withinCodeLimits(tx: SqlQueries, email: string, clientAddress: string): Promise<void> {
    const at = now()
    const since = at - settings.limitWindowMs
    const sent = await store.codesSentTo(tx, email, since)
    if (sent.length >= settings.codesPerAddress) {
      const wait = (sent[sent.length - settings.codesPerAddress] as number) + settings.limitWindowMs - at
      throw refuseEmbedded(
        EmbeddedRefusalCode.EmailCodeLimit,
        `Too many codes were sent to this address; try again in ${plural(minutesUntil(wait), 'minute', 'minutes')}`,
        Math.ceil(wait / 1000),
      )
    }
    await store.lockClient(tx, clientAddress)
    const others = await store.addressesAskedBy(tx, clientAddress, since, email)
    if (others.length >= settings.addressesPerClient) {
      const wait =
        (others[others.length - settings.addressesPerClient] as number) + settings.limitWindowMs - at
      throw refuseEmbedded(
        EmbeddedRefusalCode.EmailClientLimit,
        `Codes were asked for too many addresses from this network; try again in ${plural(minutesUntil(wait), 'minute', 'minutes')}`,
        Math.ceil(wait / 1000),
      )
    }
  }

  async function send(
    tx: SqlQueries,
    code: { purpose: CodePurpose; email: string; userId?: string; newEmail?: string; clientAddress: string },
  ): Promise<number> {
    if (!deps.mailer)
      throw refuseEmbedded(
        EmbeddedRefusalCode.MailNotConfigured,
        'E-mail login is not configured on this service (GATEHOUSE_CLOUD_SMTP_URL)',
      )
    await withinCodeLimits(tx, code.email, code.clientAddress)
    const at = now()
    const otp = newOneTimeCode()
    const expiresAt = at + settings.codeTtlMs
    await store.insertCode(tx, {
      ...code,
      codeHmac: codeHmac(hmacKey, binding(code.purpose, code.email, at), otp),
      createdAt: at,
      expiresAt,
    })
    try {
      await deps.mailer.sendCode(code.email, otp, code.purpose)
    } catch {
      // Rolls the code back with the transaction, so the cooldown does not hold a code nobody got.
      throw refuseEmbedded(EmbeddedRefusalCode.MailUnavailable, 'The code could not be sent; try again later')
    }
    return expiresAt
  }

  /**
   * Checks `otp` against the code; counts a wrong try (on the code, and against `owner`, the address
   * whose wrong codes lock it out) and throws the refusal that applies. A right one clears the count.
   */
  async function check(
    tx: SqlQueries,
    owner: string,
    code: StoredCode | undefined,
    otp: unknown,
  ): Promise<StoredCode> {
    await notLockedOut(tx, owner)
    if (!code || code.usedAt !== undefined)
      throw refuseEmbedded(
        EmbeddedRefusalCode.CodeMissing,
        'No code is waiting for this address; ask for a new one',
      )
    if (code.tries >= settings.maxTries)
      throw refuseEmbedded(EmbeddedRefusalCode.CodeTooManyTries, 'Too many wrong codes; ask for a new one')
    if (code.expiresAt <= now())
      throw refuseEmbedded(EmbeddedRefusalCode.CodeExpired, 'The code has expired; ask for a new one')
    const given = typeof otp === 'string' ? otp.trim() : ''
    if (
      !/^\d{6}$/.test(given) ||
      !sameHmac(codeHmac(hmacKey, binding(code.purpose, code.email, code.createdAt), given), code.codeHmac)
    ) {
      await store.countTry(tx, code.id)
      const at = now()
      if ((await store.countFailure(tx, owner, at, settings.limitWindowMs)) >= settings.failuresPerAddress) {
        await store.lockOut(tx, owner, at + settings.lockoutMs)
        // Operators see sustained guessing; the address itself stays out of the logs (its domain only).
        log.warn('an e-mail address is locked out after too many wrong codes', {
          domain: owner.slice(owner.lastIndexOf('@') + 1),
          lockedUntil: new Date(at + settings.lockoutMs).toISOString(),
        })
        throw lockedOut(settings.lockoutMs)
      }
      const left = settings.maxTries - code.tries - 1
      throw left > 0
        ? refuseEmbedded(
            EmbeddedRefusalCode.CodeWrong,
            `The code is wrong; ${left} ${left === 1 ? 'try' : 'tries'} left`,
          )
        : refuseEmbedded(EmbeddedRefusalCode.CodeTooManyTries, 'Too many wrong codes; ask for a new one')
    }
    await store.useCode(tx, code.id, now())
    await store.clearFailures(tx, owner)
    return code
  }

  async function live(token: string | undefined): Promise<LiveLogin> {
    const found = token ? await store.liveSession(hashSessionToken(token), now()) : undefined
    if (!found)
      throw refuseEmbedded(
        EmbeddedRefusalCode.SessionInvalid,
        'The login is unknown, expired or signed out; log in again',
      )
    return found
  }

  // A wrong try must be counted even though the request fails: the refusal is thrown after commit.
  async function committingRefusal<T>(key: string, work: (tx: SqlQueries) => Promise<T>): Promise<T> {
    let refusal: unknown
    const result = await store.locked(key, async (tx) => {
      try {
        return await work(tx)
      } catch (error) {
        const code = (error as { code?: string }).code
        if (
          code !== EmbeddedRefusalCode.CodeWrong &&
          code !== EmbeddedRefusalCode.CodeTooManyTries &&
          code !== EmbeddedRefusalCode.EmailLocked
        )
          throw error
        refusal = error
        return undefined
      }
    })
    if (refusal) throw refusal
    return result as T
  }

  return {
    /**
     * Sends a login code to `email` for the client at `clientAddress` (the 30 s cooldown; the lockout
     * and the hourly limits per address and per client).
     */
    async startLogin(emailInput: unknown, clientAddress: string): Promise<{ expiresAt: number }> {
      const email = normaliseEmail(emailInput)
      return store.locked(email, async (tx) => {
        await notLockedOut(tx, email)
        cooldown(await store.latestCode(tx, 'login', email), now())
        return { expiresAt: await send(tx, { purpose: 'login', email, clientAddress }) }
      })
    },

    /** Checks a login code; a new bearer session for the e-mail's user (created on the first login). */
    async verifyLogin(emailInput: unknown, otp: unknown): Promise<{ token: string } & LiveLogin> {
      const email = normaliseEmail(emailInput)
      return committingRefusal(email, async (tx) => {
        await check(tx, email, await store.latestCode(tx, 'login', email), otp)
        const at = now()
        const user = await store.userOf(tx, email, at)
        const token = newSessionToken()
        const expiresAt = at + settings.sessionTtlMs
        await store.insertSession(tx, {
          tokenHash: hashSessionToken(token),
          userId: user.id,
          createdAt: at,
          expiresAt,
        })
        return { token, user: { ...user, authProvider: 'email' }, expiresAt }
      })
    },

    /** The live login of a bearer token. */
    session: live,

    /** The key of the token's user in a namespace (only for a live login). */
    async releaseKey(
      token: string | undefined,
      namespace: FrameNamespace,
    ): Promise<{ privateKey: string; user: SessionUser }> {
      const { user } = await live(token)
      return { privateKey: deriveWalletKey(deps.masterSecret, user.id, namespace), user }
    },

    /** Starts changing the e-mail: a primary code to the current address. */
    async startUpdate(
      token: string | undefined,
      newEmailInput: unknown,
      clientAddress: string,
    ): Promise<{ expiresAt: number }> {
      const user = emailUserOf(await live(token))
      const newEmail = normaliseEmail(newEmailInput)
      if (newEmail === user.email)
        throw refuseEmbedded(EmbeddedRefusalCode.EmailUnchanged, 'This is already your e-mail address')
      return store.locked(user.email, async (tx) => {
        if (await store.emailTaken(tx, newEmail))
          throw refuseEmbedded(
            EmbeddedRefusalCode.EmailTaken,
            'This e-mail address belongs to another account',
          )
        await notLockedOut(tx, user.email)
        cooldown(await store.latestCodeOfUser(tx, 'update-primary', user.id), now())
        return {
          expiresAt: await send(tx, {
            purpose: 'update-primary',
            email: user.email,
            userId: user.id,
            newEmail,
            clientAddress,
          }),
        }
      })
    },

    /** Checks the primary code; sends the secondary code to the new address. */
    async verifyPrimary(
      token: string | undefined,
      otp: unknown,
      clientAddress: string,
    ): Promise<{ expiresAt: number }> {
      const user = emailUserOf(await live(token))
      return committingRefusal(user.email, async (tx) => {
        const primary = await check(
          tx,
          user.email,
          await store.latestCodeOfUser(tx, 'update-primary', user.id),
          otp,
        )
        const newEmail = primary.newEmail as string
        return {
          expiresAt: await send(tx, {
            purpose: 'update-secondary',
            email: newEmail,
            userId: user.id,
            newEmail,
            clientAddress,
          }),
        }
      })
    },

    /** Checks the secondary code; the user (same id, same keys) now logs in with the new address. */
    async verifySecondary(token: string | undefined, otp: unknown): Promise<{ email: string }> {
      const user = emailUserOf(await live(token))
      return committingRefusal(user.email, async (tx) => {
        const secondary = await check(
          tx,
          user.email,
          await store.latestCodeOfUser(tx, 'update-secondary', user.id),
          otp,
        )
        if (await store.emailTaken(tx, secondary.email))
          throw refuseEmbedded(
            EmbeddedRefusalCode.EmailTaken,
            'This e-mail address belongs to another account',
          )
        await store.changeEmail(tx, user.id, secondary.email)
        return { email: secondary.email }
      })
    },

    /** Ends a login: its token no longer releases a key. */
    async signOut(token: string | undefined): Promise<void> {
      await live(token)
      await store.revokeSession(hashSessionToken(token as string), now())
    },
  }
}

export type EmailLogin = ReturnType<typeof createEmailLogin>
