import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Transaction } from '@scure/btc-signer'
import { bitcoin, bitcoinLocalnet, bitcoinTestnet, isUserRejection } from '@gatehouse/common'
import { bytesOfBase64, bytesOfHex } from './encoding/bytes'
import { fakeRest } from './testing/fakeRest'
import { fakeSatsConnectWallet } from './testing/fakeSatsConnectWallet'
import { fakeSignature, fakeStandardWallet } from './testing/fakeStandardWallet'
import { regtest, testKey, txidOf } from './testing/testKeys'
import { BitcoinAdapter } from './BitcoinAdapter'

const rest = 'http://127.0.0.1:18445/api'
const receiver = testKey(40)
const kitEvents = () => ({ connectorsChanged: vi.fn(), connectionChanged: vi.fn(), transactionSent: vi.fn() })
let page: EventTarget & Record<string, unknown>
let chain: ReturnType<typeof fakeRest>

beforeEach(() => {
  const storage = new Map<string, string>()
  const localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  }
  page = Object.assign(new EventTarget(), { localStorage } as Record<string, unknown>)
  vi.stubGlobal('window', page)
  chain = fakeRest(rest, (hex) => Transaction.fromRaw(bytesOfHex(hex), { allowUnknownOutputs: true }).id)
  vi.stubGlobal('fetch', chain.fetch)
})
afterEach(() => {
  vi.useRealTimers()
})

/** A fresh copy of the module graph, as a new page load has (the Wallet Standard registry is per page). */
async function freshAdapter(
  options: ConstructorParameters<typeof BitcoinAdapter>[0] = { networks: [bitcoinLocalnet] },
) {
  vi.resetModules()
  const module = await import('./BitcoinAdapter')
  const adapter = new module.BitcoinAdapter(options)
  const events = kitEvents()
  adapter.setup({ events, projectId: undefined })
  return { adapter, events }
}

/** The 3 BTC + 2 BTC the local chain pays each development address. */
function fund(address: string) {
  chain.state.utxos[address] = [
    { txid: txidOf(1), vout: 0, value: 300_000_000, status: { confirmed: true } },
    { txid: txidOf(2), vout: 1, value: 200_000_000, status: { confirmed: true } },
  ]
}

describe('BitcoinAdapter', () => {
  it('touches nothing while constructed and set up', () => {
    const window = vi.fn()
    vi.stubGlobal('window', new Proxy({}, { get: window }))
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const adapter = new BitcoinAdapter()
    adapter.setup({ events: kitEvents(), projectId: undefined })
    expect(window).not.toHaveBeenCalled()
    expect(fetch).not.toHaveBeenCalled()
    expect(adapter.namespace).toBe('bip122')
    expect(adapter.networks).toEqual([bitcoin, bitcoinTestnet])
    expect(adapter.getWalletProvider()).toBeUndefined()
  })

  it('lists the page’s Wallet Standard and sats-connect wallets', async () => {
    fakeStandardWallet({ name: 'Standard' }).register()
    fakeSatsConnectWallet({ name: 'Sats' }).install(page)
    const { adapter, events } = await freshAdapter()
    adapter.prepare()
    await adapter.syncConnectors()
    expect(events.connectorsChanged).toHaveBeenLastCalledWith([
      {
        id: 'Standard',
        name: 'Standard',
        type: 'ANNOUNCED',
        chain: 'bip122',
        imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
      },
      {
        id: 'FakeSatsProviders.BitcoinProvider',
        name: 'Sats',
        type: 'ANNOUNCED',
        chain: 'bip122',
        imageUrl: 'data:image/png;base64,AA==',
      },
    ])
  })

  it('connects with the payment account, lists the ordinals one, signs, reads the balance and disconnects', async () => {
    const fake = fakeStandardWallet()
    fake.register()
    fund(fake.key.wpkh)
    const { adapter } = await freshAdapter()
    const result = await adapter.connect({ connectorId: 'Fake Standard Wallet', network: bitcoinLocalnet })
    expect(result).toEqual({
      address: fake.key.wpkh,
      chainId: bitcoinLocalnet.id,
      connectorId: 'Fake Standard Wallet',
      accounts: [
        { address: fake.key.wpkh, type: 'payment', publicKey: fake.key.publicKey },
        { address: fake.key.tr, type: 'ordinal', publicKey: fake.key.xOnlyKey },
      ],
    })
    expect(adapter.getWalletProvider()?.kind).toBe('wallet-standard')
    expect(await adapter.getAccounts()).toEqual(result.accounts)
    const signature = await adapter.signMessage({ message: 'Hello Bitcoin', address: fake.key.wpkh })
    expect(bytesOfBase64(signature)).toEqual(fakeSignature(new TextEncoder().encode('Hello Bitcoin')))
    expect(await adapter.getBalance({ address: fake.key.wpkh, network: bitcoinLocalnet })).toEqual({
      balance: '5',
      symbol: 'BTC',
    })
    await adapter.disconnect()
    expect(fake.state.disconnects).toBe(1)
    expect(adapter.getWalletProvider()).toBeUndefined()
    expect(await adapter.getAccounts()).toEqual([])
  })

  it('reads a decline as 4001', async () => {
    const fake = fakeStandardWallet()
    fake.register()
    fake.state.reject = true
    const { adapter } = await freshAdapter()
    const declined = await adapter
      .connect({ connectorId: 'Fake Standard Wallet' })
      .catch((error: unknown) => error)
    expect(isUserRejection(declined)).toBe(true)
  })

  it('refuses a wallet none of whose chains is the page’s, before asking it anything', async () => {
    const fake = fakeStandardWallet({ chains: ['bitcoin:mainnet'] })
    fake.register()
    const { adapter } = await freshAdapter()
    const refused = await adapter
      .connect({ connectorId: 'Fake Standard Wallet' })
      .catch((error: unknown) => error)
    // A fresh module graph has its own GatehouseError class: compare the code.
    expect(refused).toMatchObject({ name: 'GatehouseError', code: 'ChainNotSupported' })
    expect(fake.state.connectInputs).toEqual([])
  })

  it('mirrors account changes and the wallet leaving as adapter events', async () => {
    const fake = fakeStandardWallet()
    fake.register()
    const { adapter, events } = await freshAdapter()
    await adapter.connect({ connectorId: 'Fake Standard Wallet' })
    const other = testKey(41)
    fake.setAccounts([{ ...fake.state.accounts[0], address: other.wpkh } as never])
    expect(events.connectionChanged).toHaveBeenLastCalledWith({
      status: 'connected',
      address: other.wpkh,
      chainId: bitcoinLocalnet.id,
      connectorId: 'Fake Standard Wallet',
      accounts: [{ address: other.wpkh, type: 'payment', publicKey: fake.key.publicKey }],
    })
    fake.setAccounts([])
    expect(events.connectionChanged).toHaveBeenLastCalledWith({ status: 'disconnected' })
    expect(adapter.getWalletProvider()).toBeUndefined()
  })

  it('restores a session silently after a reload, and nothing without one', async () => {
    const fake = fakeStandardWallet()
    fake.register()
    const first = await freshAdapter()
    await first.adapter.connect({ connectorId: 'Fake Standard Wallet' })
    const reloaded = await freshAdapter()
    fake.register()
    fake.state.connectInputs.length = 0
    expect(await reloaded.adapter.reconnect({ connectorId: 'Fake Standard Wallet' })).toMatchObject({
      address: fake.key.wpkh,
      chainId: bitcoinLocalnet.id,
    })
    expect(fake.state.connectInputs).toEqual([])
    fake.state.accounts = []
    const again = await freshAdapter()
    fake.register()
    expect(await again.adapter.reconnect({ connectorId: 'Fake Standard Wallet' })).toBeUndefined()
  })

  it('gives up restoring a wallet that never appears after 3 s', async () => {
    const { adapter } = await freshAdapter()
    vi.useFakeTimers()
    const restored = adapter.reconnect({ connectorId: 'Gone' })
    await vi.advanceTimersByTimeAsync(3_100)
    await expect(restored).resolves.toBeUndefined()
  })

  it('switches the wallet’s network where it can, taking its addresses there', async () => {
    const fake = fakeStandardWallet({ switchable: true, chains: ['bitcoin:regtest', 'bitcoin:testnet'] })
    fake.register()
    const { adapter, events } = await freshAdapter({ networks: [bitcoinLocalnet, bitcoinTestnet] })
    await adapter.connect({ connectorId: 'Fake Standard Wallet', network: bitcoinLocalnet })
    await adapter.switchNetwork(bitcoinTestnet)
    expect(events.connectionChanged).toHaveBeenLastCalledWith(
      expect.objectContaining({
        status: 'connected',
        address: fake.testnetKey.wpkh,
        chainId: bitcoinTestnet.id,
      }),
    )
    expect(adapter.activeNetwork).toBe(bitcoinTestnet)
    expect(window.localStorage.getItem('gatehouse.bitcoin.network')).toBe(bitcoinTestnet.caipNetworkId)
  })

  it('refuses a switch the wallet cannot make, and only remembers one while disconnected', async () => {
    const fake = fakeStandardWallet()
    fake.register()
    const { adapter } = await freshAdapter({ networks: [bitcoinLocalnet, bitcoinTestnet] })
    await adapter.switchNetwork(bitcoinTestnet)
    expect(adapter.activeNetwork).toBe(bitcoinTestnet)
    await adapter.connect({ connectorId: 'Fake Standard Wallet' })
    expect(adapter.activeNetwork).toBe(bitcoinLocalnet)
    await expect(adapter.switchNetwork(bitcoinTestnet)).rejects.toThrow('Chain is not supported')
    expect(adapter.activeNetwork).toBe(bitcoinLocalnet)
  })
})

describe('paying bitcoin', () => {
  async function connected() {
    const fake = fakeStandardWallet()
    fake.register()
    fund(fake.key.wpkh)
    const { adapter, events } = await freshAdapter()
    await adapter.connect({ connectorId: 'Fake Standard Wallet' })
    return { fake, adapter, events }
  }

  it('builds the PSBT, has the wallet sign every input, finalizes and broadcasts it', async () => {
    const { fake, adapter, events } = await connected()
    const txid = await adapter.sendTransfer({ to: receiver.wpkh, amount: 100_000_000n })
    expect(chain.state.requests).toEqual([
      `GET /address/${fake.key.wpkh}/utxo`,
      'GET /v1/fees/recommended',
      'POST /tx',
    ])
    expect(fake.state.signInputs[0]?.inputsToSign).toMatchObject([
      { account: { address: fake.key.wpkh }, signingIndexes: [0] },
    ])
    const [hex] = chain.state.broadcasts
    const tx = Transaction.fromRaw(bytesOfHex(hex ?? ''))
    expect(tx.id).toBe(txid)
    expect(tx.inputsLength).toBe(1)
    expect(tx.getInput(0).finalScriptWitness).toHaveLength(2)
    expect(tx.getOutputAddress(0, regtest)).toBe(receiver.wpkh)
    expect(tx.getOutput(0).amount).toBe(100_000_000n)
    expect(tx.getOutputAddress(1, regtest)).toBe(fake.key.wpkh)
    const fee = 300_000_000n - 100_000_000n - (tx.getOutput(1).amount ?? 0n)
    // The half-hour rate (4 sat/vB) at least, on the transaction's real size.
    expect(Number(fee) / tx.vsize).toBeGreaterThanOrEqual(4)
    expect(Number(fee) / tx.vsize).toBeLessThan(4.1)
    expect(events.transactionSent).toHaveBeenCalledWith(txid)
  })

  it('uses the fee rate asked for', async () => {
    const { adapter } = await connected()
    await adapter.sendTransfer({ to: receiver.wpkh, amount: 10_000n, feeRate: 12 })
    expect(chain.state.requests).not.toContain('GET /v1/fees/recommended')
    const tx = Transaction.fromRaw(bytesOfHex(chain.state.broadcasts[0] ?? ''))
    const fee = 300_000_000n - 10_000n - (tx.getOutput(1).amount ?? 0n)
    expect(Number(fee) / tx.vsize).toBeGreaterThanOrEqual(12)
  })

  it('refuses a receiver of another network before asking the chain anything', async () => {
    const { adapter } = await connected()
    const mainnet = testKey(42, { bech32: 'bc', pubKeyHash: 0, scriptHash: 5, wif: 0x80 }).wpkh
    await expect(adapter.sendTransfer({ to: mainnet, amount: 10_000n })).rejects.toThrow(
      `The receiver ${mainnet} is not an address on Bitcoin Regtest`,
    )
    expect(chain.state.requests).toEqual([])
  })

  it('refuses a token, as Bitcoin pays only bitcoin, before asking the chain anything', async () => {
    const { adapter } = await connected()
    const token = { address: 'bip122:000000000933ea01ad0ee984209779ba:rune', decimals: 0, symbol: 'RUNE' }
    await expect(adapter.sendTransfer({ to: receiver.wpkh, amount: 1n, token })).rejects.toMatchObject({
      name: 'InvalidBitcoinTransfer',
      message: 'Bitcoin Regtest has no token RUNE: only bitcoin is paid',
    })
    expect(chain.state.requests).toEqual([])
  })

  it('says how much is missing when the address cannot pay', async () => {
    const { adapter, fake } = await connected()
    await expect(adapter.sendTransfer({ to: receiver.wpkh, amount: 500_000_000n })).rejects.toMatchObject({
      name: 'InsufficientFunds',
      available: 500_000_000n,
    })
    expect(fake.state.signInputs).toEqual([])
  })

  it('surfaces the node’s reason when it refuses the transaction', async () => {
    const { adapter, events } = await connected()
    chain.state.refuse = 'bad-txns-inputs-missingorspent'
    await expect(adapter.sendTransfer({ to: receiver.wpkh, amount: 10_000n })).rejects.toMatchObject({
      name: 'BitcoinBroadcastError',
      reason: 'bad-txns-inputs-missingorspent',
    })
    expect(events.transactionSent).not.toHaveBeenCalled()
  })

  it('reads a declined signature as 4001 and sends nothing', async () => {
    const { adapter, fake } = await connected()
    fake.state.reject = true
    const declined = await adapter
      .sendTransfer({ to: receiver.wpkh, amount: 10_000n })
      .catch((error: unknown) => error)
    expect(isUserRejection(declined)).toBe(true)
    expect(chain.state.broadcasts).toEqual([])
  })

  it('waits for the transaction to be in a block', async () => {
    const { adapter } = await connected()
    const txid = await adapter.sendTransfer({ to: receiver.wpkh, amount: 10_000n })
    chain.state.statuses[txid] = ['unconfirmed', 'confirmed']
    vi.useFakeTimers()
    const waiting = adapter.waitForTransaction(txid)
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(waiting).resolves.toEqual({ status: 'success' })
  })

  it('reads UTXOs from the host’s api.getUTXOs where given', async () => {
    const fake = fakeStandardWallet()
    fake.register()
    const getUTXOs = vi.fn(async () => [
      { txid: txidOf(5), vout: 0, value: 70_000, status: { confirmed: true } },
    ])
    const { adapter } = await freshAdapter({ networks: [bitcoinLocalnet], api: { getUTXOs } })
    await adapter.connect({ connectorId: 'Fake Standard Wallet' })
    expect(await adapter.getBalance({ address: fake.key.wpkh, network: bitcoinLocalnet })).toEqual({
      balance: '0.0007',
      symbol: 'BTC',
    })
    expect(getUTXOs).toHaveBeenCalledWith({ network: bitcoinLocalnet, address: fake.key.wpkh })
    await adapter.sendTransfer({ to: receiver.wpkh, amount: 10_000n })
    expect(chain.state.requests).toEqual(['GET /v1/fees/recommended', 'POST /tx'])
  })
})

describe('a sats-connect wallet through the adapter', () => {
  it('connects, pays, restores with wallet_getAccount after a reload, and follows network changes', async () => {
    const fake = fakeSatsConnectWallet()
    fake.install(page)
    fund(fake.regtestKey.wpkh)
    const { adapter, events } = await freshAdapter({ networks: [bitcoinLocalnet, bitcoinTestnet] })
    const result = await adapter.connect({
      connectorId: 'FakeSatsProviders.BitcoinProvider',
      network: bitcoinLocalnet,
    })
    expect(result.accounts.map((account) => account.type)).toEqual(['payment', 'ordinal'])
    const txid = await adapter.sendTransfer({ to: receiver.wpkh, amount: 25_000n })
    expect(chain.state.broadcasts).toHaveLength(1)
    expect(events.transactionSent).toHaveBeenCalledWith(txid)

    const reloaded = await freshAdapter({ networks: [bitcoinLocalnet, bitcoinTestnet] })
    expect(
      await reloaded.adapter.reconnect({ connectorId: 'FakeSatsProviders.BitcoinProvider' }),
    ).toMatchObject({
      address: fake.regtestKey.wpkh,
    })
    expect(fake.state.requests.filter((request) => request.method === 'getAddresses')).toHaveLength(1)

    fake.state.network = 'Testnet'
    fake.emit('networkChange', { bitcoin: { name: 'Testnet' }, stacks: { name: 'Mainnet' } })
    await vi.waitFor(() =>
      expect(reloaded.events.connectionChanged).toHaveBeenLastCalledWith(
        expect.objectContaining({ address: fake.testnetKey.wpkh, chainId: bitcoinTestnet.id }),
      ),
    )
    await reloaded.adapter.switchNetwork(bitcoinLocalnet)
    expect(fake.state.requests.at(-2)).toEqual({
      method: 'wallet_changeNetwork',
      params: { name: 'Regtest' },
    })
    expect(reloaded.adapter.activeNetwork).toBe(bitcoinLocalnet)
  })
})
