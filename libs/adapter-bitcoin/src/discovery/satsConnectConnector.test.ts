import { describe, expect, it, vi } from 'vitest'
import { Address, OutScript, Transaction } from '@scure/btc-signer'
import {
  bitcoin,
  bitcoinLocalnet,
  bitcoinTestnet,
  isGatehouseError,
  isUserRejection,
  rpcErrorCode,
} from '@gatehouse/common'
import { BitcoinWalletError } from '../connectors/walletErrors'
import { base64Of, bytesOfBase64 } from '../encoding/bytes'
import { fakeSatsConnectWallet } from '../testing/fakeSatsConnectWallet'
import { regtest, txidOf } from '../testing/testKeys'
import { satsConnectConnector } from './satsConnectConnector'
import { providerAt, satsConnectWallets } from './satsConnectProviders'

const networks = [bitcoin, bitcoinTestnet, bitcoinLocalnet]

function setup(options: Parameters<typeof fakeSatsConnectWallet>[0] = {}) {
  const fake = fakeSatsConnectWallet(options)
  const root: Record<string, unknown> = {}
  fake.install(root)
  const [found] = satsConnectWallets(root)
  if (!found) throw new Error('the fake wallet was not found')
  return { fake, root, connector: satsConnectConnector(found, { networks }) }
}

describe('finding sats-connect wallets', () => {
  it('follows each descriptor’s dotted path to a provider with request', () => {
    const { root, connector } = setup({ id: 'Deep.Inside.Provider', name: 'Deep' })
    expect(connector).toMatchObject({
      id: 'Deep.Inside.Provider',
      name: 'Deep',
      kind: 'sats-connect',
      imageUrl: 'data:image/png;base64,AA==',
    })
    expect(providerAt(root, 'Deep.Inside')).toBeUndefined()
    expect(providerAt(root, '__proto__.constructor')).toBeUndefined()
    expect(providerAt(root, 'Missing.Provider')).toBeUndefined()
  })

  it('skips descriptors without a name, without a provider, or listed twice', () => {
    const { root } = setup()
    const list = root.btc_providers as unknown[]
    list.push(
      { id: 'Nowhere', name: 'Ghost' },
      { id: 'FakeSatsProviders.BitcoinProvider', name: 'Again' },
      { id: 3 },
      null,
    )
    expect(satsConnectWallets(root).map((wallet) => wallet.descriptor.name)).toEqual(['Fake Sats Wallet'])
    expect(satsConnectWallets({ btc_providers: 'nope' })).toEqual([])
  })
})

describe('a sats-connect wallet as a connector', () => {
  it('asks getAddresses for payment and ordinals, leaves Stacks out, and learns the network', async () => {
    const { fake, connector } = setup()
    const addresses = await connector.connect({ network: bitcoinLocalnet })
    expect(fake.state.requests[0]).toEqual({
      method: 'getAddresses',
      params: { purposes: ['payment', 'ordinals'], message: 'Connect to your wallet' },
    })
    expect(addresses).toEqual([
      { address: fake.regtestKey.wpkh, purpose: 'payment', publicKey: fake.regtestKey.publicKey },
      { address: fake.regtestKey.tr, purpose: 'ordinal', publicKey: fake.regtestKey.xOnlyKey },
    ])
    expect(connector.walletNetwork?.()).toBe(bitcoinLocalnet)
  })

  it('falls back to wallet_connect, naming the network, when getAddresses is missing', async () => {
    const { fake, connector } = setup({ missing: ['getAddresses'] })
    await connector.connect({ network: bitcoinTestnet })
    expect(fake.state.requests[1]).toEqual({
      method: 'wallet_connect',
      params: { addresses: ['payment', 'ordinals'], message: 'Connect to your wallet', network: 'Testnet' },
    })
  })

  it.each([
    ['resolves with', 'resolve' as const, -32000],
    ['rejects with', 'reject' as const, -32000],
    ['uses Leather’s code in', 'resolve' as const, 4001],
  ])(
    'reads a decline as 4001 when the wallet %s the error envelope',
    async (_label, style, rejectionCode) => {
      const { fake, connector } = setup({ style, rejectionCode })
      fake.state.reject = true
      const declined = await connector.connect().catch((error: unknown) => error)
      expect(isUserRejection(declined)).toBe(true)
      expect(fake.state.requests.map((request) => request.method)).toEqual(['getAddresses'])
    },
  )

  it('keeps another failure as the wallet’s own error, without an EIP-1193 code', async () => {
    const { fake, connector } = setup({ style: 'reject' })
    fake.state.failNext = { code: -32603, message: 'Internal error' }
    const failure = await connector.connect().catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(BitcoinWalletError)
    expect(failure).toMatchObject({ message: 'Internal error', walletCode: -32603 })
    expect(rpcErrorCode(failure)).toBeUndefined()
  })

  it('restores silently with wallet_getAccount, and has nothing without permission', async () => {
    const { fake, connector } = setup()
    expect(await connector.connect({ silent: true })).toBeUndefined()
    fake.state.authorized = true
    expect(await connector.connect({ silent: true })).toHaveLength(2)
    expect(fake.state.requests.map((request) => request.method)).toEqual([
      'wallet_getAccount',
      'wallet_getAccount',
    ])
  })

  it('signs messages with BIP-322 unless asked for ECDSA, and answers the wallet’s base64', async () => {
    const { fake, connector } = setup()
    const address = fake.regtestKey.wpkh
    expect(await connector.signMessage({ address, message: 'hi' })).toBe('sig:BIP322:hi')
    expect(await connector.signMessage({ address, message: 'hi', protocol: 'ecdsa' })).toBe('sig:ECDSA:hi')
    expect(fake.state.requests[0]?.params).toEqual({ address, message: 'hi', protocol: 'BIP322' })
  })

  it('signs a PSBT with signInputs as a record of address to indexes', async () => {
    const { fake, connector } = setup()
    const script = OutScript.encode(Address(regtest).decode(fake.regtestKey.wpkh))
    const tx = new Transaction()
    tx.addInput({ txid: txidOf(1), index: 0, witnessUtxo: { script, amount: 10_000n } })
    tx.addInput({ txid: txidOf(2), index: 0, witnessUtxo: { script, amount: 10_000n } })
    tx.addOutput({ script, amount: 19_000n })
    const result = await connector.signPSBT({
      psbt: base64Of(tx.toPSBT()),
      signInputs: [
        { address: fake.regtestKey.wpkh, index: 0 },
        { address: fake.regtestKey.wpkh, index: 1 },
      ],
    })
    expect(fake.state.requests[0]?.params).toMatchObject({
      signInputs: { [fake.regtestKey.wpkh]: [0, 1] },
      broadcast: false,
    })
    expect(Transaction.fromPSBT(bytesOfBase64(result.psbt)).getInput(1).partialSig).toHaveLength(1)
  })

  it('sends transfers with the amount as a number of satoshis', async () => {
    const { fake, connector } = setup()
    expect(await connector.sendTransfer({ recipient: fake.regtestKey.tr, amount: '1500' })).toBe(
      'ef'.repeat(32),
    )
    expect(fake.state.requests[0]?.params).toEqual({
      recipients: [{ address: fake.regtestKey.tr, amount: 1500 }],
    })
    await expect(connector.sendTransfer({ recipient: 'x', amount: '1.5' })).rejects.toThrow('whole number')
  })

  it('switches networks with wallet_changeNetwork, and says so when the wallet cannot', async () => {
    const { fake, connector } = setup()
    await connector.switchNetwork?.(bitcoinTestnet)
    expect(fake.state.requests[0]).toEqual({ method: 'wallet_changeNetwork', params: { name: 'Testnet' } })
    expect(connector.walletNetwork?.()).toBe(bitcoinTestnet)
    const other = setup({ missing: ['wallet_changeNetwork'] }).connector
    await expect(other.switchNetwork?.(bitcoinTestnet)).rejects.toMatchObject({
      name: 'MethodNotSupported',
      code: 4200,
    })
  })

  it('ends the wallet’s session with wallet_disconnect, and accepts a wallet without it', async () => {
    const { fake, connector } = setup()
    await connector.connect()
    await connector.disconnect()
    expect(fake.state.authorized).toBe(false)
    await expect(setup({ missing: ['wallet_disconnect'] }).connector.disconnect()).resolves.toBeUndefined()
  })

  it('tells account and network changes (the bitcoin network, not the Stacks one) and the wallet leaving', async () => {
    const { fake, connector } = setup()
    await connector.connect()
    const changed = vi.fn()
    const left = vi.fn()
    connector.on('accountsChanged', changed)
    const stop = connector.on('disconnect', left)
    expect(fake.listenerCount()).toBe(3)
    fake.state.network = 'Testnet'
    fake.emit('networkChange', {
      type: 'networkChange',
      bitcoin: { name: 'Testnet' },
      stacks: { name: 'Mainnet' },
    })
    await vi.waitFor(() => expect(changed).toHaveBeenCalled())
    expect(changed.mock.lastCall?.[0][0].address).toBe(fake.testnetKey.wpkh)
    expect(connector.walletNetwork?.()).toBe(bitcoinTestnet)
    fake.emit('accountChange', { type: 'accountChange', addresses: fake.addresses().slice(1, 2) })
    expect(changed.mock.lastCall?.[0]).toEqual([
      { address: fake.testnetKey.tr, purpose: 'ordinal', publicKey: fake.regtestKey.xOnlyKey },
    ])
    fake.emit('disconnect', { type: 'disconnect' })
    expect(left).toHaveBeenCalledTimes(1)
    stop()
    expect(fake.listenerCount()).toBe(3)
  })

  it('reads an answer without a result as unreadable', async () => {
    const { fake, connector } = setup()
    fake.provider.request = async () => ({ jsonrpc: '2.0', id: '1' })
    const failure = await connector
      .signMessage({ address: 'x', message: 'y' })
      .catch((error: unknown) => error)
    expect(isGatehouseError(failure, 'WalletAnswerUnreadable')).toBe(true)
  })
})
