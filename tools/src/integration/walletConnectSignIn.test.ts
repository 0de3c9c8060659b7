import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { verifyMessage } from 'viem'
import { WagmiAdapter } from '@gatehouse/adapter-wagmi'
import type { AdapterConnectionState, WalletConnectSignInRequest } from '@gatehouse/controllers'
import { createNodeWallet, type NodeWallet } from '@gatehouse/harness/wallet/node'
import { devAddresses } from '../chain/devAccounts'
import { startCloudProcess, type CloudProcess } from '../cloud/startCloudProcess'
import { startLocalChains } from '../chain/localChains'
import { localNetworks } from './localNetworks'
import type { LocalChain } from '../chain/startAnvil'

/**
 * WagmiAdapter's one-step WalletConnect sign-in (connectWithSignIn) against real parts: apps/cloud's
 * relay (its own process), WalletKit wallets in this process and two anvil chains.
 */
let chains: LocalChain[] = []
let cloud: CloudProcess
let wallet: NodeWallet
let adapter: WagmiAdapter
const updates: AdapterConnectionState[] = []

const request = (nonce: string): WalletConnectSignInRequest => ({
  chains: ['eip155:31337', 'eip155:1337'],
  domain: '127.0.0.1:5173',
  uri: 'http://127.0.0.1:5173/',
  nonce,
  statement: 'Sign in to the adapter test',
  expirationTime: new Date(Date.now() + 3_600_000).toISOString(),
})

beforeAll(async () => {
  chains = await startLocalChains()
  cloud = await startCloudProcess()
  wallet = await createNodeWallet({
    relayUrl: cloud.relayUrl,
    chains: chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })),
  })
  adapter = new WagmiAdapter({ networks: localNetworks(chains), relayUrl: cloud.relayUrl })
  adapter.setup({
    projectId: 'gatehouse-test',
    metadata: { name: 'Sign-in test', description: 'test', url: 'http://127.0.0.1', icons: [] },
    events: {
      connectorsChanged: () => {},
      connectionChanged: (update) => updates.push(update),
      transactionSent: () => {},
    },
  })
}, 30_000)

afterEach(async () => {
  if (updates.at(-1)?.status === 'connected') await adapter.disconnect()
})

afterAll(async () => {
  await wallet?.close()
  await cloud?.stop()
  await Promise.all(chains.map((chain) => chain.stop()))
})

describe('WagmiAdapter.connectWithSignIn over WalletConnect', () => {
  it('connects and returns a verified SIWX session per chain the wallet signed', async () => {
    const uris: string[] = []
    const connecting = adapter.connectWithSignIn({
      request: request('signin000001'),
      onUri: (uri) => {
        uris.push(uri)
        void wallet.pair(uri)
      },
    })
    const asked = await wallet.nextAuthenticate()
    expect(asked.params.authPayload).toMatchObject({ domain: '127.0.0.1:5173', nonce: 'signin000001' })
    await wallet.approveAuthenticate(asked)
    const result = await connecting

    expect(uris).toHaveLength(1)
    expect(uris[0]).toMatch(/^wc:[0-9a-f]{64}@2\?.*wc_sessionAuthenticate/)
    expect(result).toMatchObject({ address: devAddresses[0], chainId: 31337, connectorId: 'walletConnect' })
    expect(result.sessions.map((session) => session.data.chainId)).toEqual(['eip155:31337', 'eip155:1337'])
    for (const session of result.sessions) {
      expect(session.data).toMatchObject({
        accountAddress: devAddresses[0],
        domain: '127.0.0.1:5173',
        uri: 'http://127.0.0.1:5173/',
        nonce: 'signin000001',
      })
      expect(session.cacao?.s.s).toBe(session.signature)
      expect(
        await verifyMessage({
          address: devAddresses[0],
          message: session.message,
          signature: session.signature as `0x${string}`,
        }),
      ).toBe(true)
    }
    // wagmi holds the connection exactly as after a plain WalletConnect connect.
    await expect
      .poll(() => updates.at(-1))
      .toMatchObject({ status: 'connected', connectorId: 'walletConnect', chainId: 31337 })
    expect(adapter.getWalletProvider()).toBeTruthy()
    const signing = adapter.signMessage({ message: 'after sign-in', address: devAddresses[0] })
    await wallet.respond(await wallet.nextRequest(), 'approve')
    const signature = (await signing) as `0x${string}`
    expect(await verifyMessage({ address: devAddresses[0], message: 'after sign-in', signature })).toBe(true)
  })

  it('fails with EIP-1193 4001 when the visitor declines in the wallet, and stays disconnected', async () => {
    const connecting = adapter.connectWithSignIn({
      request: request('declined0001'),
      onUri: (uri) => void wallet.pair(uri),
    })
    connecting.catch(() => undefined)
    await wallet.rejectAuthenticate(await wallet.nextAuthenticate())
    await expect(connecting).rejects.toMatchObject({ code: 4001 })
    expect(updates.at(-1)?.status).toBe('disconnected')
  })

  it('connects without a sign-in session when the wallet does not support one-step authenticate', async () => {
    const plain = await createNodeWallet({
      relayUrl: cloud.relayUrl,
      chains: chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })),
      supportsAuthenticate: false,
      autoApprove: true,
    })
    try {
      const result = await adapter.connectWithSignIn({
        request: request('fallback0001'),
        onUri: (uri) => void plain.pair(uri),
      })
      expect(result).toMatchObject({ address: devAddresses[0], connectorId: 'walletConnect', sessions: [] })
      await expect.poll(() => updates.at(-1)?.status).toBe('connected')
    } finally {
      await adapter.disconnect()
      await plain.close()
    }
  })
})
