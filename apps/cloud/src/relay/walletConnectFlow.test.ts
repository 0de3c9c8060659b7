import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { getSdkError } from '@walletconnect/utils'
import { stringToHex, verifyMessage } from 'viem'
import { startCloud, type CloudHandle } from '../startCloud'
import { freePort, waitFor } from '@gatehouse/harness/net'
import { startTestDapp, startTestWallet, stopClient } from '@gatehouse/harness/walletconnect'
import type { DatabaseOptions } from '../database/cloudDatabase'
import { testDatabase } from '../../test/testDatabase'

// Before the SDKs run: stops them waiting 5 s per call on WalletConnect's verify server.
vi.hoisted(() => {
  process.env.IS_VITEST = 'true'
})

describe('a WalletConnect session over the local relay', () => {
  let cloud: CloudHandle
  let dataDir: string
  let database: DatabaseOptions
  let dapp: Awaited<ReturnType<typeof startTestDapp>>
  let wallet: Awaited<ReturnType<typeof startTestWallet>>
  let topic = ''

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'gatehouse-cloud-wc-'))
    database = await testDatabase(dataDir)
    // Not port 0: the restart below reopens this port, and a port from Linux's ephemeral range can be
    // handed to another process's connection while the service is down.
    cloud = await startCloud({ port: await freePort(), ...database })
    ;[dapp, wallet] = await Promise.all([startTestDapp(cloud.relayUrl), startTestWallet(cloud.relayUrl)])
  })

  afterAll(async () => {
    await Promise.all([dapp && stopClient(dapp.core), wallet && stopClient(wallet.core)])
    await cloud?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  async function personalSign(text: string) {
    const signature = await dapp.request<`0x${string}`>({
      topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [stringToHex(text), wallet.account.address] },
    })
    return verifyMessage({ address: wallet.account.address, message: text, signature })
  }

  it('pairs and settles a session', async () => {
    const started = performance.now()
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] },
      },
    })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.kit.pair({ uri: uri as string })
    const session = await approval()
    topic = session.topic
    console.log(`pair → session: ${Math.round(performance.now() - started)} ms`)
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:1:${wallet.account.address}`])
    expect(Object.keys(wallet.kit.getActiveSessions())).toEqual([topic])
  })

  it('carries personal_sign to the wallet and the signature back', async () => {
    const started = performance.now()
    expect(await personalSign('Sign in to Gatehouse')).toBe(true)
    console.log(`personal_sign round trip: ${Math.round(performance.now() - started)} ms`)
    expect(wallet.requests).toBe(1)
  })

  it('keeps the session through a restart of the service on the same port and data', async () => {
    const { port } = cloud
    await cloud.close()
    await waitFor(() => !dapp.core.relayer.connected && !wallet.core.relayer.connected, 'clients to notice')
    cloud = await startCloud({ port, ...database })
    expect(cloud.port).toBe(port)
    await waitFor(
      () => dapp.core.relayer.connected && wallet.core.relayer.connected,
      'clients to reconnect',
      15_000,
    )
    expect(await personalSign('Still here after a restart')).toBe(true)
    expect(wallet.requests).toBe(2)
  })

  it('ends the session on both sides when the dapp disconnects', async () => {
    await dapp.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') })
    await waitFor(() => wallet.deleted.includes(topic), 'the wallet to see session_delete')
    expect(wallet.kit.getActiveSessions()).toEqual({})
  })
})
