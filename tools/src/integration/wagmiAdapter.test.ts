// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, createTestClient, http, parseEther, verifyMessage } from 'viem'
import { WagmiAdapter } from '@gatehouse/adapter-wagmi'
import { nodeErrorMessage, type Network } from '@gatehouse/common'
import type { AdapterConnectionState, Connector } from '@gatehouse/controllers'
import { WalletRpcError } from '@gatehouse/harness/wallet/node'
import { devAddresses } from '../chain/devAccounts'
import { startLocalChains } from '../chain/localChains'
import { localNetworks } from './localNetworks'
import type { LocalChain } from '../chain/startAnvil'
import { TestWallet } from '../wallet/TestWallet'

/**
 * WagmiAdapter against real parts, without a browser: two anvil chains and the test wallet, exposed to
 * wagmi as an EIP-6963 provider in jsdom. Covers the adapter's own actions (the end-to-end tests reach
 * the wallet through the provider the host gets).
 */
let chains: LocalChain[] = []
let wallet: TestWallet
let adapter: WagmiAdapter
let networks: Network[]
const connectors: Connector[][] = []
const updates: AdapterConnectionState[] = []

function installProvider(target: TestWallet) {
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const provider = {
    async request({ method, params }: { method: string; params?: unknown[] }) {
      try {
        return await target.request(method, params ?? [])
      } catch (error) {
        if (error instanceof WalletRpcError)
          throw Object.assign(new Error(error.message), { code: error.code })
        throw error
      }
    },
    on: (event: string, listener: (payload: unknown) => void) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener: (event: string, listener: (payload: unknown) => void) =>
      listeners.get(event)?.delete(listener),
  }
  target.emit = async (event, payload) => listeners.get(event)?.forEach((listener) => listener(payload))
  const detail = {
    info: { uuid: 'test', name: 'Gatehouse Test Wallet', icon: 'data:,', rdns: 'dev.gatehouse.testwallet' },
    provider,
  }
  window.addEventListener('eip6963:requestProvider', () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })),
  )
}

beforeAll(async () => {
  chains = await startLocalChains()
  const [first, second] = chains as [LocalChain, LocalChain]
  networks = localNetworks(chains)
  wallet = new TestWallet({ chains: { 31337: first.rpcUrl, 1337: second.rpcUrl }, chainId: 31337 })
  installProvider(wallet)
  adapter = new WagmiAdapter({ networks })
  adapter.setup({
    projectId: 'test',
    events: {
      connectorsChanged: (list) => connectors.push([...list]),
      connectionChanged: (update) => updates.push(update),
      transactionSent: () => {},
    },
  })
})

afterAll(async () => Promise.all(chains.map((chain) => chain.stop())))

describe('WagmiAdapter on a real chain and wallet', () => {
  it('discovers the announced wallet once, and the legacy connector', async () => {
    await adapter.syncConnectors()
    const latest = connectors.at(-1) ?? []
    expect(latest.filter((connector) => connector.info?.rdns === 'dev.gatehouse.testwallet')).toHaveLength(1)
    expect(latest.map((connector) => connector.id)).toContain('injected')
  })

  it('connects, reports the connection and exposes the provider', async () => {
    const result = await adapter.connect({ connectorId: 'dev.gatehouse.testwallet' })
    expect(result).toMatchObject({
      address: wallet.address,
      chainId: 31337,
      connectorId: 'dev.gatehouse.testwallet',
    })
    await expect.poll(() => updates.at(-1)?.status).toBe('connected')
    expect(adapter.getWalletProvider()).toBeTruthy()
    expect(await adapter.getAccounts()).toEqual([{ address: wallet.address, type: 'eoa' }])
  })

  it('reads the native balance from the chain', async () => {
    expect(await adapter.getBalance({ address: devAddresses[1], network: networks[0] as Network })).toEqual({
      balance: '10000',
      symbol: 'ETH',
    })
  })

  it('signs a message the wallet really signed', async () => {
    const signature = (await adapter.signMessage({
      message: 'hello',
      address: wallet.address,
    })) as `0x${string}`
    expect(await verifyMessage({ address: wallet.address, message: 'hello', signature })).toBe(true)
  })

  it('estimates and sends a transaction that lands', async () => {
    const request = { to: devAddresses[2], value: parseEther('1') } as const
    expect(await adapter.estimateGas(request)).toBe(21000n)
    const hash = await adapter.sendTransaction(request)
    const client = createPublicClient({ transport: http((chains[0] as LocalChain).rpcUrl) })
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('success')
  })

  it('estimates what a send costs in fees: its gas at the max fee per gas, without the wallet', async () => {
    const client = createPublicClient({ transport: http((chains[0] as LocalChain).rpcUrl) })
    const { maxFeePerGas } = await client.estimateFeesPerGas()
    const prompts = wallet.requests.length
    const fee = await adapter.estimateTransactionFee({ to: devAddresses[2], value: parseEther('1') })
    expect(fee).toBe(21000n * maxFeePerGas)
    // The kit's transfer capability says the same, and EVM asks no minimum of either account.
    expect(await adapter.estimateTransfer({ to: devAddresses[2], amount: parseEther('1') })).toEqual({
      fee,
      minimumAmount: 0n,
      accountMinimum: 0n,
    })
    expect(wallet.requests.slice(prompts)).not.toContain('eth_sendTransaction')
  })

  it('sends what Max fills in for ether (the balance less the estimated fee), leaving the unused fee', async () => {
    const rpcUrl = (chains[0] as LocalChain).rpcUrl
    const client = createPublicClient({ transport: http(rpcUrl) })
    const anvil = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
    const held = await client.getBalance({ address: wallet.address })
    const to = devAddresses[2]
    await anvil.setBalance({ address: wallet.address, value: parseEther('1') })
    try {
      const balance = parseEther('1')
      // The whole balance, what Max used to fill in, leaves nothing for the gas: the node refuses it.
      const whole = await adapter.sendTransfer({ to, amount: balance }).catch((error: unknown) => error)
      expect(nodeErrorMessage(whole)).toBe('Insufficient funds for gas and value.')
      // The Send view's Max: a plain transfer of the balance estimated (gas at the max fee per gas).
      const { fee } = await adapter.estimateTransfer({ to, amount: balance })
      // Before a receiver is entered, Max prices a transfer to the account itself: the same fee.
      expect((await adapter.estimateTransfer({ to: wallet.address, amount: balance })).fee).toBe(fee)
      const received = await client.getBalance({ address: to })
      const hash = await adapter.sendTransfer({ to, amount: balance - fee })
      expect(await adapter.waitForTransaction(hash)).toEqual({ status: 'success' })
      const receipt = await client.getTransactionReceipt({ hash })
      expect((await client.getBalance({ address: to })) - received).toBe(balance - fee)
      // What the fee estimate held back beyond the gas the transaction really paid stays.
      const left = await client.getBalance({ address: wallet.address })
      expect(left).toBe(fee - receipt.gasUsed * receipt.effectiveGasPrice)
      expect(left).toBeGreaterThanOrEqual(0n)
    } finally {
      await anvil.setBalance({ address: wallet.address, value: held })
    }
  })

  it('switches network, adding it when the wallet does not know it', async () => {
    wallet.forgetChain(1337)
    await adapter.switchNetwork(networks[1] as Network)
    expect(wallet.chainId).toBe(1337)
    await expect.poll(() => updates.at(-1)?.chainId).toBe(1337)
    expect(wallet.requests.filter((method) => /^wallet_(switch|add)EthereumChain$/.test(method))).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
  })

  it('passes a declined switch on as a rejection', async () => {
    wallet.rejectRequests('wallet_switchEthereumChain')
    await expect(adapter.switchNetwork(networks[0] as Network)).rejects.toMatchObject({ code: 4001 })
    wallet.stopRejecting()
  })

  it('reconnects the stored session, and disconnects', async () => {
    expect(await adapter.reconnect({ connectorId: 'dev.gatehouse.testwallet' })).toMatchObject({
      address: wallet.address,
    })
    await adapter.disconnect()
    await expect.poll(() => updates.at(-1)?.status).toBe('disconnected')
    expect(adapter.getWalletProvider()).toBeUndefined()
  })
})

describe('WagmiAdapter with a wallet whose answers cannot be read', () => {
  const unreadable = {
    code: 'WalletAnswerUnreadable',
    message: 'The wallet sent an answer Gatehouse cannot read. Try again, or use another wallet.',
  }

  it.each([
    ['an account that is not an address', 'eth_requestAccounts', ['not-an-address']],
    ['accounts that are not a list', 'eth_requestAccounts', 'oops'],
    ['a chain id that is not one', 'eth_chainId', 'banana'],
    ['an account that is not an address, then null', 'eth_requestAccounts', ['not-an-address', null]],
    // wagmi reads the permission's accounts, swallows what that throws and asks eth_requestAccounts.
    [
      'permissions naming accounts that are not addresses',
      'wallet_requestPermissions',
      [
        {
          parentCapability: 'eth_accounts',
          caveats: [{ type: 'restrictReturnedAccounts', value: ['not-an-address', null] }],
        },
      ],
    ],
  ])('%s fails with the catalogue message and keeps no connection', async (_case, method, answer) => {
    wallet.answerWrongly(method, answer)
    try {
      await expect(adapter.connect({ connectorId: 'dev.gatehouse.testwallet' })).rejects.toMatchObject(
        unreadable,
      )
    } finally {
      wallet.stopAnsweringWrongly()
    }
    expect(await adapter.getAccounts()).toEqual([])
    expect(adapter.getWalletProvider()).toBeUndefined()
  })

  it('connects once the wallet answers properly again', async () => {
    const result = await adapter.connect({ connectorId: 'dev.gatehouse.testwallet' })
    expect(result).toMatchObject({ address: wallet.address, chainId: wallet.chainId })
  })

  it('ignores account and chain events it cannot read, with no uncaught error', async () => {
    const uncaught: unknown[] = []
    const onUncaught = (error: unknown) => uncaught.push(error)
    process.on('unhandledRejection', onUncaught)
    const heard = updates.length
    try {
      await wallet.emit('accountsChanged', ['not-an-address', null])
      await wallet.emit('accountsChanged', 'oops')
      await wallet.emit('chainChanged', 'banana')
      await new Promise((resolve) => setTimeout(resolve, 100))
    } finally {
      process.off('unhandledRejection', onUncaught)
    }
    expect(uncaught).toEqual([])
    expect(updates.slice(heard)).toEqual([])
    expect(await adapter.getAccounts()).toEqual([expect.objectContaining({ address: wallet.address })])
    await adapter.disconnect()
    await expect.poll(() => updates.at(-1)?.status).toBe('disconnected')
  })
})
