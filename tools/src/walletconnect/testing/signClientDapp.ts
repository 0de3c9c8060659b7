import { randomUUID } from 'node:crypto'
import { createRequire } from 'node:module'
import { eip155Chain, skipWalletConnectCloudServices, walletEvents } from '@gatehouse/harness/wallet/node'
import type { SignClient as SignClientClass } from '@walletconnect/sign-client'
import type { AuthTypes, SessionTypes, SignClientTypes } from '@walletconnect/types'

const require = createRequire(import.meta.url)

type SignClient = Awaited<ReturnType<(typeof SignClientClass)['init']>>

/** What a test dapp saw from the wallet, in arrival order. */
export interface DappObservations {
  events: SignClientTypes.EventArguments['session_event'][]
  updates: SignClientTypes.EventArguments['session_update'][]
  deleted: string[]
}

/** A dapp on @walletconnect/sign-client in the test process, plus what it observed. */
export interface SignClientDapp {
  client: SignClient
  seen: DappObservations
  /** Proposes a session over `chainIds`; resolves with the URI and a promise of the session. */
  connect(
    chainIds: number[],
    methods: string[],
  ): Promise<{ uri: string; approval: () => Promise<SessionTypes.Struct> }>
  /**
   * Sends WalletConnect's one-step authenticate (with its fallback proposal) over `chainIds`;
   * resolves with the URI and a promise of the CACAOs and session.
   */
  authenticate(
    chainIds: number[],
    params: { methods: string[]; nonce: string; statement?: string },
  ): Promise<{ uri: string; response: () => Promise<AuthTypes.AuthenticateResponseResult> }>
  request<T>(topic: string, chainId: number, method: string, params: unknown): Promise<T>
  close(): Promise<void>
}

/** Starts a sign-client dapp on the relay (in-memory storage, own prefix, no verify server). */
export async function startSignClientDapp(relayUrl: string): Promise<SignClientDapp> {
  skipWalletConnectCloudServices()
  // Loaded the way Node loads it: the SDK's ESM build imports CommonJS packages only a bundler accepts.
  const sdk = require('@walletconnect/sign-client') as { SignClient: typeof SignClientClass }
  const client = await sdk.SignClient.init({
    projectId: 'gatehouse-test-dapp',
    relayUrl,
    customStoragePrefix: `gatehouse-test-dapp-${randomUUID()}`,
    storageOptions: { database: ':memory:' },
    // The dapp logs every error answer at level error; the tests assert on those answers instead.
    logger: 'fatal',
    metadata: {
      name: 'Test dapp',
      description: 'A sign-client dapp in a Gatehouse test',
      url: 'http://127.0.0.1:5173',
      icons: [],
    },
  })
  const seen: DappObservations = { events: [], updates: [], deleted: [] }
  client.on('session_event', (event) => seen.events.push(event))
  client.on('session_update', (update) => seen.updates.push(update))
  client.on('session_delete', ({ topic }) => seen.deleted.push(topic))
  return {
    client,
    seen,
    async connect(chainIds, methods) {
      const { uri, approval } = await client.connect({
        optionalNamespaces: {
          eip155: { chains: chainIds.map(eip155Chain), methods, events: [...walletEvents] },
        },
      })
      if (!uri) throw new Error('sign-client returned no pairing URI')
      // Ask for the session now: sign-client drops a settlement that arrives before approval() was
      // first called (its delayed promise only resolves a waiter that already exists), and the
      // wallet may settle before the test gets to await it.
      const session = approval()
      session.catch(() => undefined)
      return { uri, approval: () => session }
    },
    async authenticate(chainIds, params) {
      const { uri, response } = await client.authenticate({
        chains: chainIds.map(eip155Chain),
        domain: '127.0.0.1:5173',
        uri: 'http://127.0.0.1:5173/login',
        ...params,
      })
      // Asked for at once, for the reason connect() gives.
      const result = response()
      result.catch(() => undefined)
      return { uri, response: () => result }
    },
    request: (topic, chainId, method, params) =>
      client.request({ topic, chainId: eip155Chain(chainId), request: { method, params } }),
    async close() {
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose().catch(() => undefined)
    },
  }
}

/** Polls `condition` every 10 ms until it holds or `timeoutMs` passes. */
export async function waitFor(condition: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
