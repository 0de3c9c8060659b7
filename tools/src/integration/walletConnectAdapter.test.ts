import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyMessage } from 'viem'
import { WagmiAdapter } from '@gatehouse/adapter-wagmi'
import type { Network } from '@gatehouse/common'
import type { AdapterConnectionState, Connector } from '@gatehouse/controllers'
import { createNodeWallet, type NodeWallet } from '@gatehouse/harness/wallet/node'
import { devAddresses } from '../chain/devAccounts'
import { startCloudProcess, type CloudProcess } from '../cloud/startCloudProcess'
import { startLocalChains } from '../chain/localChains'
import { localNetworks } from './localNetworks'
import type { LocalChain } from '../chain/startAnvil'

/**
 * WagmiAdapter's WalletConnect connector against real parts, without a browser: apps/cloud's relay
 * (its own process), a WalletKit wallet in this process and two anvil chains.
 */
let chains: LocalChain[] = []
let cloud: CloudProcess
let wallet: NodeWallet
let adapter: WagmiAdapter
let networks: Network[]
const connectors: Connector[][] = []
const updates: AdapterConnectionState[] = []

beforeAll(async () => {
  chains = await startLocalChains()
  cloud = await startCloudProcess()
  networks = localNetworks(chains)
  wallet = await createNodeWallet({
    relayUrl: cloud.relayUrl,
    chains: chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })),
    autoApprove: true,
  })
  adapter = new WagmiAdapter({ networks, relayUrl: cloud.relayUrl })
  adapter.setup({
    projectId: 'gatehouse-test',
    metadata: { name: 'Adapter test', description: 'test', url: 'http://127.0.0.1', icons: [] },
    events: {
      connectorsChanged: (list) => connectors.push([...list]),
      connectionChanged: (update) => updates.push(update),
      transactionSent: () => {},
    },
  })
}, 30_000)

afterAll(async () => {
  await adapter?.disconnect().catch(() => undefined)
  await wallet?.close()
  await cloud?.stop()
  await Promise.all(chains.map((chain) => chain.stop()))
})

describe('WagmiAdapter over WalletConnect', () => {
  it('lists WalletConnect first among the connectors', async () => {
    await adapter.syncConnectors()
    expect(connectors.at(-1)?.[0]).toMatchObject({ id: 'walletConnect', type: 'WALLET_CONNECT' })
  })

  it('hands out a pairing URI and connects when the wallet approves', async () => {
    const uris: string[] = []
    const result = await adapter.connectWalletConnect({
      onUri: (uri) => {
        uris.push(uri)
        void wallet.pair(uri)
      },
    })
    expect(uris).toHaveLength(1)
    expect(uris[0]).toMatch(/^wc:[0-9a-f]{64}@2\?.*expiryTimestamp=/)
    expect(result).toMatchObject({ address: devAddresses[0], chainId: 31337, connectorId: 'walletConnect' })
    await expect
      .poll(() => updates.at(-1))
      .toMatchObject({ status: 'connected', connectorId: 'walletConnect' })
    expect(adapter.getWalletProvider()).toBeTruthy()
  })

  it('signs through the wallet', async () => {
    const signature = (await adapter.signMessage({
      message: 'over the relay',
      address: devAddresses[0],
    })) as `0x${string}`
    expect(await verifyMessage({ address: devAddresses[0], message: 'over the relay', signature })).toBe(true)
  })

  it('follows a chain switch the wallet makes', async () => {
    await wallet.switchChain(1337)
    await expect.poll(() => updates.at(-1)?.chainId).toBe(1337)
  })

  it('switches the chain when the kit asks', async () => {
    await adapter.switchNetwork(networks[0] as Network)
    await expect.poll(() => updates.at(-1)?.chainId).toBe(31337)
  })

  it('sees the wallet end the session', async () => {
    await wallet.disconnect()
    await expect.poll(() => updates.at(-1)?.status).toBe('disconnected')
  })
})
