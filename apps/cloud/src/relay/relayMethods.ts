import * as v from 'valibot'
import { RpcErrorCode } from '@gatehouse/common'
import { describeIssues } from '../validation/describeIssues'
import { relayParams, SessionTags } from './relayParams'
import { toRelayMessage, type RelayConnection, type RelayHub } from './relayHub'

/** What a relay method answers, plus work that must follow the answer (replaying the mailbox). */
export type RelayOutcome =
  { result: unknown; afterReply?: () => Promise<void> } | { error: { code: number; message: string } }

type Method<TSchema extends v.GenericSchema> = {
  params: TSchema
  run(hub: RelayHub, connection: RelayConnection, params: v.InferOutput<TSchema>): Promise<RelayOutcome>
}

function method<TSchema extends v.GenericSchema>(
  params: TSchema,
  run: Method<TSchema>['run'],
): Method<TSchema> {
  return { params, run }
}

function subscribed(
  hub: RelayHub,
  connection: RelayConnection,
  topics: string[],
  ids: unknown,
): RelayOutcome {
  // The reply goes out first: a client ignores messages for a topic it does not know it has yet.
  return { result: ids, afterReply: () => hub.deliverPending(connection, topics) }
}

const methods: Record<string, Method<v.GenericSchema>> = {
  irn_subscribe: method(relayParams.irn_subscribe, async (hub, connection, { topic }) => {
    const [id] = hub.subscribe(connection, [topic])
    return subscribed(hub, connection, [topic], id)
  }),
  irn_batchSubscribe: method(relayParams.irn_batchSubscribe, async (hub, connection, { topics }) =>
    subscribed(hub, connection, topics, hub.subscribe(connection, topics)),
  ),
  irn_unsubscribe: method(relayParams.irn_unsubscribe, async (hub, connection, { topic }) => {
    hub.unsubscribe(connection, [topic])
    return { result: true }
  }),
  irn_batchUnsubscribe: method(relayParams.irn_batchUnsubscribe, async (hub, connection, params) => {
    hub.unsubscribe(
      connection,
      params.subscriptions.map((subscription) => subscription.topic),
    )
    return { result: true }
  }),
  irn_publish: method(relayParams.irn_publish, async (hub, connection, params) => {
    await hub.publish(connection, [params])
    return { result: true }
  }),
  irn_batchPublish: method(relayParams.irn_batchPublish, async (hub, connection, { messages }) => {
    await hub.publish(connection, messages)
    return { result: true }
  }),
  irn_batchFetchMessages: method(relayParams.irn_batchFetchMessages, async (hub, connection, { topics }) => {
    const messages = await hub.fetch(connection, topics)
    return {
      result: {
        messages: messages.map(toRelayMessage),
        hasMore: false,
      },
    }
  }),
  // Since sign-client 2.2x the proposer does not subscribe to the pairing topic itself: the relay
  // subscribes it while storing the proposal.
  wc_proposeSession: method(relayParams.wc_proposeSession, async (hub, connection, params) => {
    const { pairingTopic, sessionProposal, ttl, tag, attestation } = params
    hub.subscribe(connection, [pairingTopic])
    await hub.publish(connection, [{ topic: pairingTopic, message: sessionProposal, ttl, tag, attestation }])
    return { result: true, afterReply: () => hub.deliverPending(connection, [pairingTopic]) }
  }),
  // Likewise the approving wallet is subscribed to the new session topic by the relay.
  wc_approveSession: method(relayParams.wc_approveSession, async (hub, connection, params) => {
    const { sessionTopic, pairingTopic, ttl } = params
    hub.subscribe(connection, [sessionTopic])
    await hub.publish(connection, [
      {
        topic: pairingTopic,
        message: params.sessionProposalResponse,
        ttl,
        tag: SessionTags.proposalResponse,
      },
      { topic: sessionTopic, message: params.sessionSettlementRequest, ttl, tag: SessionTags.settlement },
    ])
    return { result: true, afterReply: () => hub.deliverPending(connection, [sessionTopic]) }
  }),
}

/** Runs one relay method: unknown method -32601, bad params -32602 naming the field. */
export async function runRelayMethod(
  hub: RelayHub,
  connection: RelayConnection,
  name: string,
  rawParams: unknown,
): Promise<RelayOutcome> {
  const handler = Object.hasOwn(methods, name) ? methods[name] : undefined
  if (!handler) {
    return { error: { code: RpcErrorCode.METHOD_NOT_FOUND, message: `Method not found: ${name}` } }
  }
  const params = v.safeParse(handler.params, rawParams ?? {})
  if (!params.success) {
    const message = `Invalid params for ${name}: ${describeIssues(params.issues)}`
    return { error: { code: RpcErrorCode.INVALID_PARAMS, message } }
  }
  return handler.run(hub, connection, params.output)
}
