import type { ProposalTypes } from '@walletconnect/types'
import { solanaLocalnet } from '@gatehouse/common'
import { describe, expect, it } from 'vitest'
import { solanaDevAddresses } from '../accounts/solanaDevAccounts'
import { approvedNamespaces } from '../sessions/eip155'
import { solanaNamespace, solanaWalletChains } from './solanaNamespace'

const evmAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solanaAddress = solanaDevAddresses[0]
const local = { chainId: `solana:${solanaLocalnet.id}`, rpcUrl: 'http://127.0.0.1:8899' }
const mainnetCluster = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

function proposal(
  namespaces: ProposalTypes.OptionalNamespaces,
  required: ProposalTypes.RequiredNamespaces = {},
) {
  return {
    id: 1,
    expiryTimestamp: 0,
    relays: [],
    proposer: { publicKey: '', metadata: { name: 'Demo', description: '', url: '', icons: [] } },
    requiredNamespaces: required,
    optionalNamespaces: namespaces,
    pairingTopic: '',
  } as ProposalTypes.Struct
}

const others = { solana: solanaNamespace(solanaWalletChains([local]), solanaAddress) }
const eip155 = { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] }
const solana = {
  chains: [local.chainId],
  methods: ['solana_signMessage', 'solana_signTransaction'],
  events: [],
}

describe('the solana namespace', () => {
  it('offers the configured cluster first, then the public ones', () => {
    expect(solanaWalletChains([local]).map((chain) => chain.chainId)).toEqual([
      local.chainId,
      mainnetCluster,
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    ])
  })

  it('is approved beside eip155 when the proposal asks for it as optional', () => {
    const namespaces = approvedNamespaces(proposal({ eip155, solana }), [31337], 31337, evmAddress, others)
    expect(namespaces['solana']?.accounts).toEqual([`${local.chainId}:${solanaAddress}`])
    expect(namespaces['solana']?.methods).toEqual(['solana_signMessage', 'solana_signTransaction'])
    expect(namespaces['eip155']?.accounts).toEqual([`eip155:31337:${evmAddress}`])
  })

  it('is approved alone when the proposal requires only it', () => {
    const namespaces = approvedNamespaces(proposal({}, { solana }), [31337], 31337, evmAddress, others)
    expect(Object.keys(namespaces)).toEqual(['solana'])
  })

  it('is left out when the proposal does not ask for it', () => {
    const namespaces = approvedNamespaces(proposal({ eip155 }), [31337], 31337, evmAddress, others)
    expect(Object.keys(namespaces)).toEqual(['eip155'])
  })
})
