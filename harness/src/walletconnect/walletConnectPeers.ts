import { randomUUID } from 'node:crypto'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { hexToString, isHex } from 'viem'

const metadata = (name: string) => ({
  name,
  description: `${name} (Gatehouse cloud test)`,
  url: 'http://127.0.0.1',
  icons: [],
})

function clientOptions(relayUrl: string, role: string) {
  return {
    projectId: 'gatehouse-cloud-test',
    relayUrl,
    // Each client its own prefix, or two clients in one process share one Core.
    customStoragePrefix: `${role}-${randomUUID()}`,
    storageOptions: { database: ':memory:' },
    logger: 'silent',
  }
}

/** A dapp: a sign-client that proposes sessions and sends requests. */
export async function startTestDapp(relayUrl: string) {
  return SignClient.init({ ...clientOptions(relayUrl, 'dapp'), metadata: metadata('Test dapp') })
}

/**
 * A wallet on WalletKit with one local EVM account on eip155:1: approves every proposal and answers
 * personal_sign. `requests` counts what it answered.
 */
export async function startTestWallet(relayUrl: string) {
  const account = privateKeyToAccount(generatePrivateKey())
  const core = new Core(clientOptions(relayUrl, 'wallet'))
  const kit = await WalletKit.init({ core, metadata: metadata('Test wallet') })
  const deleted: string[] = []
  let requests = 0

  kit.on('session_proposal', async (proposal: WalletKitTypes.SessionProposal) => {
    const namespaces = buildApprovedNamespaces({
      proposal: proposal.params,
      supportedNamespaces: {
        eip155: {
          chains: ['eip155:1'],
          methods: ['personal_sign'],
          events: ['chainChanged', 'accountsChanged'],
          accounts: [`eip155:1:${account.address}`],
        },
      },
    })
    await kit.approveSession({ id: proposal.id, namespaces })
  })

  kit.on('session_request', async ({ id, topic, params }: WalletKitTypes.SessionRequest) => {
    requests += 1
    const [message] = params.request.params as [string, string]
    const text = isHex(message) ? hexToString(message) : message
    const response =
      params.request.method === 'personal_sign'
        ? { id, jsonrpc: '2.0', result: await account.signMessage({ message: text }) }
        : { id, jsonrpc: '2.0', error: getSdkError('UNSUPPORTED_METHODS') }
    await kit.respondSessionRequest({ topic, response })
  })

  kit.on('session_delete', ({ topic }: { topic: string }) => deleted.push(topic))

  return {
    kit,
    core,
    account,
    deleted,
    get requests() {
      return requests
    },
  }
}

/** Stops a client's relay connection and timers so the test process can end. */
export async function stopClient(core: {
  heartbeat: { stop(): void }
  relayer: { transportClose(): Promise<void> }
}): Promise<void> {
  core.heartbeat.stop()
  await core.relayer.transportClose().catch(() => undefined)
}
