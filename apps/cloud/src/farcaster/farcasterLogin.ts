import { randomBytes } from 'node:crypto'
import * as v from 'valibot'
import { isHex, verifyMessage, type Address } from 'viem'
import type { EmbeddedStore } from '../embedded/embeddedStore'
import type { SocialStore } from '../social/socialStore'
import { HttpError } from '../http/HttpResponse'
import { hashSessionToken, newSessionToken } from '../sessions/sessionTokens'
import type { FarcasterAnswer, FarcasterChannel, FarcasterChannels, StoredAnswer } from './farcasterChannels'
import { checkFarcasterMessage } from './farcasterMessage'
import type { FarcasterRegistry } from './farcasterRegistry'
import { FarcasterRefusalCode, refuseFarcaster } from './FarcasterRefusal'

export interface FarcasterLoginSettings {
  /** How long a channel waits for the app's answer. */
  channelTtlMs: number
  /** How long one redeem call waits for the answer before it says "pending" (under the host's 30 s). */
  longPollMs: number
  /** How often a waiting redeem looks at the database (another instance may take the answer). */
  pollIntervalMs: number
  sessionTtlMs: number
}

export const defaultFarcasterLoginSettings: FarcasterLoginSettings = {
  channelTtlMs: 10 * 60_000,
  longPollMs: 20_000,
  pollIntervalMs: 500,
  sessionTtlMs: 7 * 24 * 3_600_000,
}

/** What a channel's creator gets: the relay's fields, and the secret that alone may redeem the login. */
export interface OpenedChannel {
  channelToken: string
  url: string
  nonce: string
  attempt: string
}

/** Who a redeemed channel logged in: the embedded-wallet user of the identity (farcaster, fid). */
export interface FarcasterUser {
  id: string
  fid: number
  userName?: string
}

/** The relay's status of a channel. */
export type ChannelStatus =
  | { state: 'pending'; nonce: string; url: string }
  | ({ state: 'completed'; nonce: string; url: string } & FarcasterAnswer)

const text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)))
const answerSchema = v.object({
  message: v.pipe(v.string(), v.minLength(1), v.maxLength(4_000)),
  signature: v.pipe(
    v.string(),
    v.check((value) => isHex(value) && value.length <= 2 + 2 * 1024),
  ),
  fid: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
  username: text(64),
  displayName: text(128),
  bio: text(512),
  pfpUrl: text(2_048),
})

const secret = () => randomBytes(24).toString('base64url')

/** The `farcaster://connect` link the visitor's Farcaster app opens (QR code or link). */
export function connectUrl(
  channelToken: string,
  channel: Pick<FarcasterChannel, 'nonce' | 'siweUri' | 'domain'>,
): string {
  const query = new URLSearchParams({
    channelToken,
    nonce: channel.nonce,
    siweUri: channel.siweUri,
    domain: channel.domain,
  })
  return `farcaster://connect?${query.toString()}`
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Sign In With Farcaster for the embedded wallet (FIP-11, in the relay's shape): a channel per login
 * attempt (short-lived, single use), the app's signed answer checked on arrival (the channel's
 * domain, URI and nonce, the fid resource, time, the signature's custody address, and that address
 * owning the fid on the ID registry: nothing the app claims is trusted), and the redeem that only
 * the attempt's creator can make, which logs the visitor in as the identity (farcaster, fid).
 */
export function createFarcasterLogin(deps: {
  channels: FarcasterChannels
  store: Pick<EmbeddedStore, 'insertSession'>
  identities: Pick<SocialStore, 'userOfIdentity'>
  registry: FarcasterRegistry | undefined
  settings: FarcasterLoginSettings
  now: () => number
}) {
  const { channels, settings, now } = deps

  async function live(channelToken: string | undefined, tx?: Parameters<FarcasterChannels['find']>[1]) {
    const channel = channelToken ? await channels.find(hashSessionToken(channelToken), tx) : undefined
    if (!channel)
      throw refuseFarcaster(
        FarcasterRefusalCode.ChannelUnknown,
        'This Farcaster sign-in is unknown; start again',
      )
    if (channel.usedAt !== undefined)
      throw refuseFarcaster(
        FarcasterRefusalCode.ChannelUsed,
        'This Farcaster sign-in was already used; start again',
      )
    if (channel.expiresAt <= now())
      throw refuseFarcaster(
        FarcasterRefusalCode.ChannelExpired,
        'The Farcaster sign-in has expired; start again',
      )
    return channel
  }

  async function verify(channel: FarcasterChannel, input: unknown): Promise<FarcasterAnswer> {
    const parsed = v.safeParse(answerSchema, input)
    if (!parsed.success)
      throw refuseFarcaster(FarcasterRefusalCode.MessageInvalid, 'The Farcaster answer is not well formed')
    const answer = parsed.output
    const claim = checkFarcasterMessage(answer.message, channel, now())
    if (claim.fid !== answer.fid)
      throw refuseFarcaster(FarcasterRefusalCode.MessageInvalid, 'The Farcaster message is for another fid')
    const signed = await verifyMessage({
      address: claim.custody,
      message: answer.message,
      signature: answer.signature as `0x${string}`,
    }).catch(() => false)
    if (!signed)
      throw refuseFarcaster(
        FarcasterRefusalCode.SignatureInvalid,
        'The Farcaster signature does not match the message',
      )
    if (!deps.registry)
      throw refuseFarcaster(
        FarcasterRefusalCode.NotConfigured,
        'Farcaster sign-in is not configured on this service',
      )
    const owned = await deps.registry.fidOf(claim.custody as Address)
    if (owned !== claim.fid)
      throw refuseFarcaster(
        FarcasterRefusalCode.CustodyMismatch,
        `The signing address is not the custody address of fid ${claim.fid}`,
      )
    return {
      message: answer.message,
      signature: answer.signature,
      fid: claim.fid,
      custody: claim.custody,
      ...(answer.username ? { username: answer.username } : {}),
      ...(answer.displayName ? { displayName: answer.displayName } : {}),
      ...(answer.bio ? { bio: answer.bio } : {}),
      ...(answer.pfpUrl ? { pfpUrl: answer.pfpUrl } : {}),
    }
  }

  return {
    /** Opens a channel for `domain` and `siweUri` (the frame's origin when the frame asks). */
    async open(target: { domain: string; siweUri: string }): Promise<OpenedChannel> {
      if (!deps.registry)
        throw refuseFarcaster(
          FarcasterRefusalCode.NotConfigured,
          'Farcaster sign-in is not configured on this service',
        )
      const channelToken = newSessionToken()
      const attempt = secret()
      const nonce = randomBytes(12).toString('hex')
      const at = now()
      const channel = { ...target, nonce }
      await channels.insert({
        tokenHash: hashSessionToken(channelToken),
        attemptHash: hashSessionToken(attempt),
        ...channel,
        createdAt: at,
        expiresAt: at + settings.channelTtlMs,
      })
      return { channelToken, url: connectUrl(channelToken, channel), nonce, attempt }
    },

    /** The relay's status: pending, or completed with the checked answer. */
    async status(channelToken: string | undefined): Promise<ChannelStatus> {
      const channel = await live(channelToken)
      const base = { nonce: channel.nonce, url: connectUrl(channelToken as string, channel) }
      if (!channel.answer || !('verified' in channel.answer)) return { state: 'pending', ...base }
      return { state: 'completed', ...base, ...channel.answer.verified }
    },

    /**
     * The app's answer: checked now; a refused one is kept too, so the waiting visitor reads why.
     * A channel takes one answer.
     */
    async authenticate(channelToken: string | undefined, input: unknown): Promise<FarcasterAnswer> {
      const tokenHash = channelToken ? hashSessionToken(channelToken) : ''
      return channels
        .locked(tokenHash, async (tx) => {
          const channel = await live(channelToken, tx)
          if (channel.answer)
            throw refuseFarcaster(
              FarcasterRefusalCode.ChannelAnswered,
              'This Farcaster sign-in was already answered',
            )
          let stored: StoredAnswer
          let refusal: HttpError | undefined
          try {
            stored = { verified: await verify(channel, input) }
          } catch (error) {
            if (!(error instanceof HttpError)) throw error
            refusal = error
            stored = { refused: { code: error.code ?? '', message: error.message, status: error.status } }
          }
          await channels.answer(tx, tokenHash, stored, now())
          return { stored, refusal }
        })
        .then(({ stored, refusal }) => {
          if (refusal) throw refusal
          return (stored as { verified: FarcasterAnswer }).verified
        })
    },

    /**
     * The attempt's creator collects the login: waits up to `longPollMs` for the answer ('pending'
     * if none came), then spends the channel once. A refused answer ends the channel with its refusal.
     */
    async redeem(
      channelToken: string | undefined,
      attempt: unknown,
    ): Promise<
      { state: 'pending' } | { state: 'completed'; token: string; user: FarcasterUser; expiresAt: number }
    > {
      const first = await live(channelToken)
      if (typeof attempt !== 'string' || hashSessionToken(attempt) !== first.attemptHash)
        throw refuseFarcaster(
          FarcasterRefusalCode.AttemptRefused,
          'Only the sign-in that opened this channel may use it',
        )
      const waitUntil = Date.now() + settings.longPollMs
      let channel = first
      while (!channel.answer && Date.now() < waitUntil) {
        await sleep(settings.pollIntervalMs)
        channel = await live(channelToken)
      }
      if (!channel.answer) return { state: 'pending' }
      return channels
        .locked(channel.tokenHash, async (tx) => {
          const current = await live(channelToken, tx)
          const answer = current.answer as StoredAnswer
          const at = now()
          await channels.use(tx, current.tokenHash, at)
          if ('refused' in answer) return { refused: answer.refused, session: undefined }
          const { fid, username } = answer.verified
          const userId = await deps.identities.userOfIdentity(
            tx,
            { provider: 'farcaster', subject: String(fid), ...(username ? { userName: username } : {}) },
            at,
          )
          const user = { id: userId, fid, ...(username ? { userName: username } : {}) }
          const token = newSessionToken()
          const expiresAt = at + settings.sessionTtlMs
          await deps.store.insertSession(tx, {
            tokenHash: hashSessionToken(token),
            userId,
            createdAt: at,
            expiresAt,
          })
          return { refused: undefined, session: { state: 'completed' as const, token, user, expiresAt } }
        })
        .then((result) => {
          if (result.refused) {
            const { status, message, code } = result.refused
            throw new HttpError(status, message, code)
          }
          return result.session
        })
    },
  }
}

export type FarcasterLogin = ReturnType<typeof createFarcasterLogin>
