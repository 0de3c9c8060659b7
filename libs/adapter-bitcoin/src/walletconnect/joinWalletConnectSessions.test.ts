import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Transaction } from '@scure/btc-signer'
import { bitcoin, bitcoinLocalnet, isUserRejection, type CaipNetworkId } from '@gatehouse/common'
import {
  createWalletConnectSessionShare,
  type AdapterConnectionState,
  type WalletConnectSessionRequest,
  type WalletConnectSessionShare,
} from '@gatehouse/controllers'
import { BitcoinAdapter } from '../BitcoinAdapter'
import { bytesOfBase64, bytesOfHex, hexOf } from '../encoding/bytes'
import { fakeRest } from '../testing/fakeRest'
import { signPsbt, testKey, txidOf } from '../testing/testKeys'

const localnet = bitcoinLocalnet.caipNetworkId as CaipNetworkId
const key = testKey(60)
const receiver = testKey(61)

/**
 * A WalletConnect session with a bip122 account whose wallet signs with a real key: the share is
 * the kit's own (the request rules included), only the relay is left out.
 */
function session(
  options: { reject?: boolean; plainAddresses?: boolean; properties?: Record<string, string> } = {},
) {
  let namespaces: Record<string, { accounts: string[] }> | undefined = {
    eip155: { accounts: ['eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] },
    bip122: { accounts: [`${localnet}:${key.wpkh}`] },
  }
  const ends = new Set<() => void>()
  const requests: WalletConnectSessionRequest[] = []
  const end = () => {
    namespaces = undefined
    ;[...ends].forEach((listener) => listener())
  }
  const share = createWalletConnectSessionShare({
    namespace: 'bip122',
    namespaces: () => namespaces,
    peer: () => ({ name: 'Xverse', icons: [] }),
    sessionProperties: () => options.properties,
    async send(request) {
      requests.push(request)
      if (options.reject) throw { code: 5000, message: 'User rejected.' }
      const params = request.params as Record<string, unknown>
      switch (request.method) {
        case 'getAccountAddresses':
          return options.plainAddresses
            ? [key.wpkh]
            : [
                {
                  address: key.wpkh,
                  publicKey: key.publicKey,
                  path: "m/84'/1'/0'/0/0",
                  intention: 'payment',
                },
                { address: key.tr, publicKey: key.xOnlyKey, intention: 'ordinal' },
              ]
        case 'signMessage':
          return {
            address: params.address,
            signature: hexOf(new TextEncoder().encode(`signed ${String(params.message)}`)),
          }
        case 'signPsbt':
          return { psbt: signPsbt(key.privateKey, String(params.psbt)) }
        default:
          throw { code: -32601, message: 'Method not found' }
      }
    },
    disconnect: vi.fn(async () => end()),
    onEnd(listener) {
      ends.add(listener)
      return () => ends.delete(listener)
    },
  })
  return { share, requests, end }
}

function adapterWithLink(current: WalletConnectSessionShare | undefined) {
  const adapter = new BitcoinAdapter({ networks: [bitcoinLocalnet, bitcoin] })
  const states: AdapterConnectionState[] = []
  const events = {
    connectorsChanged: () => undefined,
    connectionChanged: (state: AdapterConnectionState) => states.push(state),
    transactionSent: vi.fn(),
  }
  adapter.setup({ projectId: 'test', events })
  let announce: (share: WalletConnectSessionShare) => void = () => undefined
  adapter.joinWalletConnectSessions({
    current: async () => current,
    onSession(listener) {
      announce = listener
      return () => undefined
    },
  })
  return { adapter, states, events, announce: (share: WalletConnectSessionShare) => announce(share) }
}

/** Lets whatever the adapter would do after connecting (a background request, another event) happen. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

beforeEach(() => {
  vi.stubGlobal('window', Object.assign(new EventTarget(), { localStorage: undefined }))
})

describe('the Bitcoin side of a shared WalletConnect session', () => {
  it('proposes the configured Bitcoin networks with the bip122 methods and events', () => {
    const { adapter } = adapterWithLink(undefined)
    expect(adapter.walletConnectProposal()).toEqual({
      namespace: 'bip122',
      chains: [localnet, bitcoin.caipNetworkId],
      methods: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
      events: ['bip122_addressesChanged', 'accountsChanged', 'chainChanged'],
      rpcMap: {
        [localnet]: 'http://127.0.0.1:18445/api',
        [bitcoin.caipNetworkId]: 'https://mempool.space/api',
      },
    })
  })

  it('connects when a session is approved without asking the wallet, which is asked for the ordinals address and keys only on demand', async () => {
    const { share, requests } = session()
    const { adapter, states, announce } = adapterWithLink(undefined)
    announce(share)
    await vi.waitFor(() => expect(states).toHaveLength(1))
    expect(states[0]).toMatchObject({
      status: 'connected',
      address: key.wpkh,
      chainId: bitcoinLocalnet.id,
      connectorId: 'walletConnect',
      accounts: [{ address: key.wpkh, type: 'payment' }],
      // The wallet's metadata, for the kit to read (getWalletInfo names the wallet).
      peer: { name: 'Xverse', icons: [] },
    })
    await settle()
    expect(requests).toEqual([])
    expect(states).toHaveLength(1)
    expect(adapter.getWalletProvider()?.kind).toBe('walletconnect')

    expect(await adapter.getWalletProvider()?.getAccountAddresses()).toEqual([
      { address: key.wpkh, purpose: 'payment', publicKey: key.publicKey, path: "m/84'/1'/0'/0/0" },
      { address: key.tr, purpose: 'ordinal', publicKey: key.xOnlyKey },
    ])
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatchObject({
      method: 'getAccountAddresses',
      chainId: localnet,
      params: { account: key.wpkh, intentions: ['payment', 'ordinal'] },
    })
  })

  it("takes the addresses from the session's bip122_getAccountAddresses property without asking or telling twice", async () => {
    const told = [
      { address: key.wpkh, publicKey: key.publicKey, intention: 'payment' },
      { address: key.tr, publicKey: key.xOnlyKey, intention: 'ordinal' },
    ]
    const { share, requests } = session({ properties: { bip122_getAccountAddresses: JSON.stringify(told) } })
    const { states, announce } = adapterWithLink(undefined)
    announce(share)
    await vi.waitFor(() => expect(states).toHaveLength(1))
    expect(states[0]?.accounts).toEqual([
      { address: key.wpkh, type: 'payment', publicKey: key.publicKey },
      { address: key.tr, type: 'ordinal', publicKey: key.xOnlyKey },
    ])
    await settle()
    expect(states).toHaveLength(1)
    expect(requests).toEqual([])
  })

  it('reads an unreadable property as none: the wallet is asked only on demand', async () => {
    const { share, requests } = session({ properties: { bip122_getAccountAddresses: '{not json' } })
    const { adapter, states, announce } = adapterWithLink(undefined)
    announce(share)
    await vi.waitFor(() => expect(states).toHaveLength(1))
    expect(states[0]?.accounts).toEqual([{ address: key.wpkh, type: 'payment' }])
    await settle()
    expect(requests).toEqual([])
    await adapter.getWalletProvider()?.getAccountAddresses()
    expect(requests.map((request) => request.method)).toEqual(['getAccountAddresses'])
  })

  it('reads getAccountAddresses answered as plain strings', async () => {
    const { share } = session({ plainAddresses: true })
    const { adapter } = adapterWithLink(share)
    await adapter.reconnect({ connectorId: 'walletConnect' })
    expect(await adapter.getWalletProvider()?.getAccountAddresses()).toEqual([
      { address: key.wpkh, purpose: 'payment' },
    ])
  })

  it('signs messages with BIP-322 over the session, turning the hex answer into base64', async () => {
    const { share, requests } = session()
    const { adapter } = adapterWithLink(share)
    await adapter.reconnect({ connectorId: 'walletConnect' })
    const signature = await adapter.signMessage({ message: 'Hello', address: key.wpkh })
    expect(new TextDecoder().decode(bytesOfBase64(signature))).toBe('signed Hello')
    expect(requests[0]).toMatchObject({
      method: 'signMessage',
      chainId: localnet,
      params: { account: key.wpkh, address: key.wpkh, message: 'Hello', protocol: 'bip322' },
    })
  })

  it('pays with a PSBT the wallet signs over the session', async () => {
    const { share, requests } = session()
    const { adapter, events } = adapterWithLink(share)
    const chain = fakeRest('http://127.0.0.1:18445/api', (hex) => Transaction.fromRaw(bytesOfHex(hex)).id)
    chain.state.utxos[key.wpkh] = [{ txid: txidOf(3), vout: 0, value: 100_000, status: { confirmed: true } }]
    vi.stubGlobal('fetch', chain.fetch)
    await adapter.reconnect({ connectorId: 'walletConnect' })
    const txid = await adapter.sendTransfer({ to: receiver.wpkh, amount: 20_000n })
    expect(requests.at(-1)).toMatchObject({
      method: 'signPsbt',
      params: { account: key.wpkh, signInputs: [{ address: key.wpkh, index: 0 }], broadcast: false },
    })
    expect(chain.state.broadcasts).toHaveLength(1)
    expect(events.transactionSent).toHaveBeenCalledWith(txid)
  })

  it('reads WalletConnect’s rejection codes as a decline', async () => {
    const { share } = session({ reject: true })
    const { adapter } = adapterWithLink(share)
    await adapter.reconnect({ connectorId: 'walletConnect' })
    const declined = await adapter
      .signMessage({ message: 'x', address: key.wpkh })
      .catch((error: unknown) => error)
    expect(isUserRejection(declined)).toBe(true)
  })

  it('restores from the stored session without asking the wallet, and has nothing without one', async () => {
    const { share, requests } = session()
    await expect(
      adapterWithLink(share).adapter.reconnect({ connectorId: 'walletConnect' }),
    ).resolves.toMatchObject({
      address: key.wpkh,
      connectorId: 'walletConnect',
      peer: { name: 'Xverse' },
    })
    expect(requests).toEqual([])
    await expect(
      adapterWithLink(undefined).adapter.reconnect({ connectorId: 'walletConnect' }),
    ).resolves.toBeUndefined()
  })

  it('switches only to a network the session has an account on', async () => {
    const { share } = session()
    const { adapter } = adapterWithLink(share)
    await adapter.reconnect({ connectorId: 'walletConnect' })
    await expect(adapter.switchNetwork(bitcoin)).rejects.toThrow('Chain is not supported')
  })

  it('is disconnected when the session ends, and ends the session when it disconnects', async () => {
    const first = session()
    const { adapter, states } = adapterWithLink(first.share)
    await adapter.reconnect({ connectorId: 'walletConnect' })
    first.end()
    expect(states.at(-1)).toEqual({ status: 'disconnected' })

    const second = session()
    const other = adapterWithLink(second.share)
    await other.adapter.reconnect({ connectorId: 'walletConnect' })
    const disconnect = vi.spyOn(second.share, 'disconnect')
    await other.adapter.disconnect()
    expect(disconnect).toHaveBeenCalled()
  })
})
