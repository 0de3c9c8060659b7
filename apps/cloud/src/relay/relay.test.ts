import { createHash } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startCloud, type CloudHandle } from '../startCloud'
import { openRawRelayClient, type RawRelayClient } from '@gatehouse/harness/walletconnect'
import { waitFor } from '@gatehouse/harness/net'
import { testDatabase } from '../../test/testDatabase'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the relay, spoken to directly', () => {
  let cloud: CloudHandle
  const open: RawRelayClient[] = []
  let topicCount = 0
  const newTopic = () => sha256(`topic-${++topicCount}-${Math.random()}`)

  async function client(clientId?: string) {
    const opened = await openRawRelayClient(cloud.relayUrl, clientId)
    open.push(opened)
    return opened
  }

  beforeAll(async () => {
    cloud = await startCloud({ port: 0, ...(await testDatabase()) })
  })
  afterEach(() => {
    for (const opened of open.splice(0)) opened.close()
  })
  afterAll(() => cloud.close())

  it('answers a subscribe with the id the client computes itself, echoing a string id', async () => {
    const alice = await client('did:key:alice')
    const topic = newTopic()
    const reply = await alice.request('irn_subscribe', { topic })
    expect(reply).toMatchObject({ jsonrpc: '2.0', result: sha256(topic + 'did:key:alice') })
    alice.sendText(JSON.stringify({ id: 7, jsonrpc: '2.0', method: 'irn_unsubscribe', params: { topic } }))
    await waitFor(() => alice.frames.some((frame) => frame.id === 7), 'numeric id reply')
    expect(alice.frames.find((frame) => frame.id === 7)).toMatchObject({ result: true })
  })

  it('delivers a publish to subscribers at once, but never back to the publisher', async () => {
    const [alice, bob] = await Promise.all([client('did:key:alice'), client('did:key:bob')])
    const topic = newTopic()
    await alice.request('irn_subscribe', { topic })
    await bob.request('irn_subscribe', { topic })
    expect(
      await alice.request('irn_publish', { topic, message: 'aGVsbG8=', ttl: 300, tag: 1108 }),
    ).toMatchObject({ result: true })
    await waitFor(() => bob.deliveries().length === 1, 'delivery to bob')
    const [delivery] = bob.deliveries()
    expect(delivery?.params).toMatchObject({
      id: sha256(topic + 'did:key:bob'),
      data: { topic, message: 'aGVsbG8=', tag: 1108 },
    })
    expect(Math.abs((delivery?.params?.data.publishedAt ?? 0) - Date.now())).toBeLessThan(5_000)
    await pause(100)
    expect(alice.deliveries()).toEqual([])
  })

  it('keeps a message for a subscriber that comes later, and does not deliver it again once acknowledged', async () => {
    const alice = await client('did:key:alice')
    const topic = newTopic()
    await alice.request('irn_publish', { topic, message: 'bGF0ZXI=', ttl: 300, tag: 1100 })

    const bob = await client('did:key:bob')
    await bob.request('irn_subscribe', { topic })
    await waitFor(() => bob.deliveries().length === 1, 'mailbox delivery')
    bob.acknowledge(bob.deliveries()[0])
    await pause(50)
    bob.close()

    const bobAgain = await client('did:key:bob')
    await bobAgain.request('irn_subscribe', { topic })
    const carol = await client('did:key:carol')
    await carol.request('irn_subscribe', { topic })
    await waitFor(() => carol.deliveries().length === 1, 'delivery to a third client')
    expect(bobAgain.deliveries()).toEqual([])
  })

  it('drops a message once its ttl has passed', async () => {
    const alice = await client('did:key:alice')
    const topic = newTopic()
    await alice.request('irn_publish', { topic, message: 'c2hvcnQ=', ttl: 1, tag: 0 })
    await pause(1_100)
    const bob = await client('did:key:bob')
    await bob.request('irn_subscribe', { topic })
    expect(await bob.request('irn_batchFetchMessages', { topics: [topic] })).toMatchObject({
      result: { messages: [], hasMore: false },
    })
    expect(bob.deliveries()).toEqual([])
  })

  it('handles the batch methods', async () => {
    const [alice, bob] = await Promise.all([client('did:key:alice'), client('did:key:bob')])
    const [first, second] = [newTopic(), newTopic()]
    const subscribed = await bob.request('irn_batchSubscribe', { topics: [first, second] })
    expect(subscribed.result).toEqual([sha256(first + 'did:key:bob'), sha256(second + 'did:key:bob')])

    await alice.request('irn_batchPublish', {
      messages: [
        { topic: first, message: 'b25l', ttl: 300, tag: 1108 },
        { topic: second, message: 'dHdv', ttl: 300, tag: 1109 },
      ],
    })
    await waitFor(() => bob.deliveries().length === 2, 'two deliveries')
    const fetched = await bob.request('irn_batchFetchMessages', { topics: [first, second] })
    expect(fetched.result).toMatchObject({
      messages: [
        { topic: first, message: 'b25l', tag: 1108 },
        { topic: second, message: 'dHdv', tag: 1109 },
      ],
      hasMore: false,
    })

    await bob.request('irn_batchUnsubscribe', {
      subscriptions: [{ topic: first, id: 'x' }, { topic: second }],
    })
    await alice.request('irn_publish', { topic: first, message: 'dGhyZWU=', ttl: 300, tag: 1108 })
    await pause(100)
    expect(bob.deliveries()).toHaveLength(2)
  })

  it('subscribes the proposer and the approver implicitly in the session calls', async () => {
    const [dapp, wallet] = await Promise.all([client('did:key:dapp'), client('did:key:wallet')])
    const [pairingTopic, sessionTopic] = [newTopic(), newTopic()]
    await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'cHJvcG9zYWw=', ttl: 300 })

    await wallet.request('irn_subscribe', { topic: pairingTopic })
    await waitFor(() => wallet.deliveries().length === 1, 'the proposal')
    expect(wallet.deliveries()[0]?.params?.data).toMatchObject({ message: 'cHJvcG9zYWw=', tag: 1100 })

    await wallet.request('wc_approveSession', {
      sessionTopic,
      pairingTopic,
      sessionProposalResponse: 'cmVzcG9uc2U=',
      sessionSettlementRequest: 'c2V0dGxl',
    })
    // The dapp never sent irn_subscribe for the pairing topic, yet gets the answer on it.
    await waitFor(() => dapp.deliveries().length === 1, 'the proposal response')
    expect(dapp.deliveries()[0]?.params?.data).toMatchObject({ topic: pairingTopic, tag: 1101 })
    await dapp.request('irn_subscribe', { topic: sessionTopic })
    await waitFor(() => dapp.deliveries().length === 2, 'the settlement')
    expect(dapp.deliveries()[1]?.params?.data).toMatchObject({ topic: sessionTopic, tag: 1102 })

    // And the wallet listens on the session topic without having asked.
    await dapp.request('irn_publish', { topic: sessionTopic, message: 'cmVxdWVzdA==', ttl: 300, tag: 1108 })
    await waitFor(() => wallet.deliveries().length === 2, 'a request on the session topic')
  })

  it('answers bad frames with JSON-RPC errors and keeps the socket working', async () => {
    const alice = await client()
    alice.sendText('{not json')
    alice.sendText(JSON.stringify({ jsonrpc: '2.0', result: 'no method, no id' }))
    alice.socket.send(Buffer.from([1, 2, 3]))
    await waitFor(() => alice.frames.length === 3, 'three error replies')
    expect(alice.frames.map((frame) => [frame.id, frame.error?.code])).toEqual([
      [null, -32700],
      [null, -32600],
      [null, -32700],
    ])

    const unknown = await alice.request('irn_teleport', {})
    expect(unknown.error).toEqual({ code: -32601, message: 'Method not found: irn_teleport' })
    const badParams = await alice.request('irn_publish', { topic: 'abc', message: 'eA==', ttl: 'soon' })
    expect(badParams.error?.code).toBe(-32602)
    expect(badParams.error?.message).toMatch(/^Invalid params for irn_publish: ttl/)
    const noTopic = await alice.request('irn_subscribe', {})
    expect(noTopic.error?.message).toMatch(/topic/)

    expect(await alice.request('irn_subscribe', { topic: newTopic() })).toHaveProperty('result')
  })
})
