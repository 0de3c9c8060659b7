import * as v from 'valibot'
import { objectMessage } from '../validation/requiredKeys'

/** Longest time to live a message may ask for: 30 days, in seconds. */
export const maxTtlSeconds = 30 * 24 * 60 * 60

/** Time to live of the session calls when the client leaves it out: 5 minutes, as the SDK's default. */
const sessionCallTtlSeconds = 300

/** Tags of the messages the session calls carry (WalletConnect's wc_sessionPropose / wc_sessionSettle). */
export const SessionTags = { proposal: 1100, proposalResponse: 1101, settlement: 1102 } as const

function params<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object(entries, objectMessage('params'))
}

const topic = v.pipe(
  v.string('topic must be a string'),
  v.minLength(1, 'topic must not be empty'),
  v.maxLength(256, 'topic must be at most 256 characters'),
)
const message = v.pipe(v.string('message must be a string'), v.minLength(1, 'message must not be empty'))
const ttl = v.pipe(
  v.number('ttl must be a number of seconds'),
  v.integer('ttl must be a whole number of seconds'),
  v.minValue(1, `ttl must be from 1 to ${maxTtlSeconds} seconds`),
  v.maxValue(maxTtlSeconds, `ttl must be from 1 to ${maxTtlSeconds} seconds`),
)
const tag = v.pipe(v.number('tag must be a number'), v.integer('tag must be an integer'))
const attestation = v.nullish(v.string('attestation must be a string'))
const topics = v.pipe(
  v.array(topic, 'topics must be an array of topics'),
  v.maxLength(1000, 'topics may list at most 1000 topics'),
)
const subscription = params({ topic, id: v.optional(v.string('id must be a string')) })

const publish = params({ topic, message, ttl, tag: v.optional(tag, 0), attestation })

/** The params of each relay method, validated before anything happens. */
export const relayParams = {
  irn_subscribe: params({ topic }),
  irn_batchSubscribe: params({ topics }),
  irn_unsubscribe: subscription,
  irn_batchUnsubscribe: params({
    subscriptions: v.pipe(
      v.array(subscription, 'subscriptions must be an array of { topic, id }'),
      v.maxLength(1000, 'subscriptions may list at most 1000 entries'),
    ),
  }),
  irn_publish: publish,
  irn_batchPublish: params({
    messages: v.pipe(
      v.array(publish, 'messages must be an array of publish params'),
      v.maxLength(1000, 'messages may list at most 1000 messages'),
    ),
  }),
  irn_batchFetchMessages: params({ topics }),
  wc_proposeSession: params({
    pairingTopic: topic,
    sessionProposal: message,
    ttl: v.optional(ttl, sessionCallTtlSeconds),
    tag: v.optional(tag, SessionTags.proposal),
    attestation,
  }),
  wc_approveSession: params({
    sessionTopic: topic,
    pairingTopic: topic,
    sessionProposalResponse: message,
    sessionSettlementRequest: message,
    ttl: v.optional(ttl, sessionCallTtlSeconds),
  }),
}

/** A message to publish, as the publish methods carry it. */
export type PublishParams = v.InferOutput<typeof publish>
