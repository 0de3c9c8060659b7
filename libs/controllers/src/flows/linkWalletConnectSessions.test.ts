import { describe, expect, it, vi } from 'vitest'
import { mainnet, solana, solanaLocalnet } from '@gatehouse/common'
import type {
  WalletConnectNamespaceProposal,
  WalletConnectSessionLink,
} from '../adapter/WalletConnectSessionSharing'
import { createAdapterRegistry } from '../adapter/createAdapterRegistry'
import { scriptedAdapterOf, walletConnectAdapter } from '../testing/kitParts'
import { linkWalletConnectSessions } from './linkWalletConnectSessions'

const solanaProposal: WalletConnectNamespaceProposal = {
  namespace: 'solana',
  chains: [`solana:${solanaLocalnet.id}`],
  methods: ['solana_signMessage'],
  events: [],
  rpcMap: {},
}

function host() {
  const link: WalletConnectSessionLink = { current: async () => undefined, onSession: () => () => undefined }
  return {
    ...walletConnectAdapter('eip155', [mainnet]),
    linkWalletConnectNamespace: vi.fn(() => link),
    link,
  }
}

function guest() {
  return {
    ...scriptedAdapterOf('solana', [solanaLocalnet, solana]),
    walletConnectProposal: () => solanaProposal,
    joinWalletConnectSessions: vi.fn(),
  }
}

describe('linkWalletConnectSessions', () => {
  it("proposes the guest's namespace in the host's pairings and hands the guest the link", () => {
    const evm = host()
    const sol = guest()
    linkWalletConnectSessions({ adapters: createAdapterRegistry([evm, sol]) })
    expect(evm.linkWalletConnectNamespace).toHaveBeenCalledWith(solanaProposal)
    expect(sol.joinWalletConnectSessions).toHaveBeenCalledWith(evm.link)
  })

  it('links nothing in a kit with only the host', () => {
    const evm = host()
    linkWalletConnectSessions({ adapters: createAdapterRegistry([evm]) })
    expect(evm.linkWalletConnectNamespace).not.toHaveBeenCalled()
  })

  it('leaves a guest alone when no adapter opens WalletConnect sessions', () => {
    const sol = guest()
    linkWalletConnectSessions({
      adapters: createAdapterRegistry([scriptedAdapterOf('eip155', [mainnet]), sol]),
    })
    expect(sol.joinWalletConnectSessions).not.toHaveBeenCalled()
  })
})
