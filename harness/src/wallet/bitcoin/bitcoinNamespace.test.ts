import type { ProposalTypes } from '@walletconnect/types'
import { bitcoin, bitcoinLocalnet, bitcoinTestnet } from '@gatehouse/common'
import { describe, expect, it, vi } from 'vitest'
import { bitcoinDevAddresses, bitcoinDevSecretKeys } from '../accounts/bitcoinDevAccounts'
import { approvedNamespaces } from '../sessions/eip155'
import { bitcoinKey } from './bitcoinKey'
import { bitcoinNamespace, bitcoinWalletChains } from './bitcoinNamespace'
import { announceBitcoinAddresses, bitcoinSessionProperties } from './bitcoinSession'

const key = bitcoinKey(bitcoinDevSecretKeys[0])
const local = { chainId: bitcoinLocalnet.caipNetworkId, restUrl: 'http://127.0.0.1:18445/api' }
const evmAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function proposal(namespaces: ProposalTypes.OptionalNamespaces) {
  return {
    id: 1,
    expiryTimestamp: 0,
    relays: [],
    proposer: { publicKey: '', metadata: { name: 'Demo', description: '', url: '', icons: [] } },
    requiredNamespaces: {},
    optionalNamespaces: namespaces,
    pairingTopic: '',
  } as ProposalTypes.Struct
}

const others = { bip122: bitcoinNamespace(bitcoinWalletChains([local]), key) }
// What AppKit asks for, plus the spec's event.
const bip122 = {
  chains: [local.chainId, bitcoin.caipNetworkId],
  methods: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
  events: ['accountsChanged', 'chainChanged', 'bip122_addressesChanged'],
}

describe('the bip122 namespace', () => {
  it('offers the configured regtest chain first, then mainnet and testnet', () => {
    expect(bitcoinWalletChains([local]).map((chain) => chain.chainId)).toEqual([
      local.chainId,
      bitcoin.caipNetworkId,
      bitcoinTestnet.caipNetworkId,
    ])
  })

  it('is approved with the payment address in each network’s format', () => {
    const namespaces = approvedNamespaces(proposal({ bip122 }), [31337], 31337, evmAddress, others)
    expect(namespaces['bip122']?.accounts).toEqual([
      `${local.chainId}:${bitcoinDevAddresses[0]}`,
      `${bitcoin.caipNetworkId}:${key.addresses('mainnet')[0].address}`,
    ])
    expect(namespaces['bip122']?.methods).toEqual(expect.arrayContaining(bip122.methods))
    expect(namespaces['bip122']?.events).toEqual(expect.arrayContaining(bip122.events))
    expect(Object.keys(namespaces)).toEqual(['bip122'])
  })

  it('puts the addresses of the first approved chain in the session properties, as JSON', () => {
    const namespaces = approvedNamespaces(proposal({ bip122 }), [31337], 31337, evmAddress, others)
    const properties = bitcoinSessionProperties(namespaces, key)
    expect(JSON.parse(properties?.['bip122_getAccountAddresses'] ?? '[]')).toEqual([
      expect.objectContaining({ address: bitcoinDevAddresses[0], intention: 'payment' }),
      expect.objectContaining({ intention: 'ordinal' }),
    ])
    expect(bitcoinSessionProperties({}, key)).toBeUndefined()
  })

  it('announces bip122_addressesChanged after approval, only when the dapp asked for the event', async () => {
    const namespaces = approvedNamespaces(proposal({ bip122 }), [31337], 31337, evmAddress, others)
    const kit = { emitSessionEvent: vi.fn(async () => undefined) }
    expect(await announceBitcoinAddresses(kit, { topic: 't', namespaces }, key)).toBe(true)
    expect(kit.emitSessionEvent).toHaveBeenCalledWith({
      topic: 't',
      chainId: local.chainId,
      event: { name: 'bip122_addressesChanged', data: expect.arrayContaining([expect.anything()]) },
    })
    const quiet = approvedNamespaces(
      proposal({ bip122: { ...bip122, events: ['accountsChanged'] } }),
      [31337],
      31337,
      evmAddress,
      others,
    )
    expect(await announceBitcoinAddresses(kit, { topic: 't', namespaces: quiet }, key)).toBe(false)
  })
})
