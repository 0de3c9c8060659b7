import { beforeEach, describe, expect, it, vi } from 'vitest'
import { arbitrum, mainnet, solana, solanaDevnet, type Network } from '@gatehouse/common'
import { connectorsOfNamespace } from '../connector/connectorsOfNamespace'
import { mergeMultiChainConnectors } from '../connector/mergeConnectors'
import { kitParts, scriptedAdapterOf, testConnector } from '../testing/kitParts'
import { scriptedAdapter } from '../testing/scriptedAdapter'
import { chooseNetwork } from './chooseNetwork'
import { activateNamespace, switchActiveChain } from './switchActiveChain'
import { switchNetwork } from './switchNetwork'

function setup() {
  const networks: [Network, ...Network[]] = [mainnet, arbitrum, solana, solanaDevnet]
  const evm = scriptedAdapter([mainnet, arbitrum])
  const svm = scriptedAdapterOf('solana', [solana, solanaDevnet])
  const parts = { ...kitParts({ networks, adapters: [evm, svm] }), evm, svm }
  const deps = { ...parts, switchNetwork: (network: Network) => switchNetwork(parts, network) }
  return { ...deps, connectSolana: () => parts.connection.connect({ ...testConnector, chain: 'solana' }) }
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('chooseNetwork (the Networks view)', () => {
  it('goes back on the current network', async () => {
    const parts = setup()
    await parts.connect()
    parts.router.reset('Account')
    parts.router.push('Networks')
    expect(await chooseNetwork(parts, mainnet)).toBe('current')
    expect(parts.router.state.view).toBe('Account')
  })

  it('asks the wallet through SwitchNetwork for another network of the connected namespace', async () => {
    const parts = setup()
    await parts.connect()
    expect(await chooseNetwork(parts, arbitrum)).toBe('SwitchNetwork')
    expect(parts.router.state).toMatchObject({ view: 'SwitchNetwork', data: { network: arbitrum } })
  })

  it('goes through SwitchActiveChain for a network of another namespace while connected', async () => {
    const parts = setup()
    await parts.connect()
    expect(await chooseNetwork(parts, solanaDevnet)).toBe('SwitchActiveChain')
    expect(parts.router.state).toMatchObject({ view: 'SwitchActiveChain', data: { network: solanaDevnet } })
    expect(parts.chain.state.activeNamespace).toBe('eip155')
  })

  it('only remembers the choice, in any namespace, with nothing connected', async () => {
    const parts = setup()
    expect(await chooseNetwork(parts, solanaDevnet)).toBe('remembered')
    expect(parts.chain.state.activeNamespace).toBe('solana')
    expect(parts.chain.network()?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(parts.svm.switchNetwork).not.toHaveBeenCalled()
  })
})

describe('switchActiveChain (the SwitchActiveChain view)', () => {
  it('switches to a connected namespace, marking the namespace switch while it runs', async () => {
    const parts = setup()
    await parts.connectSolana()
    await parts.connect()
    expect(parts.chain.state.activeNamespace).toBe('eip155')
    const seen: boolean[] = []
    parts.svm.switchNetwork.mockImplementationOnce(async () => {
      seen.push(parts.chain.state.namespaceSwitchInProgress)
    })
    expect(await switchActiveChain(parts, solanaDevnet)).toBe('switched')
    expect(seen).toEqual([true])
    expect(parts.chain.state).toMatchObject({ activeNamespace: 'solana', namespaceSwitchInProgress: false })
    expect(parts.chain.network()?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    // The EVM account stays connected beside it.
    expect(parts.connection.connectedNamespaces().sort()).toEqual(['eip155', 'solana'])
  })

  it('asks no wallet when the connected namespace is already on that network', async () => {
    const parts = setup()
    await parts.connectSolana()
    await parts.connect()
    await switchActiveChain(parts, solana)
    expect(parts.svm.switchNetwork).not.toHaveBeenCalled()
    expect(parts.chain.state.activeNamespace).toBe('solana')
  })

  it('leads to the Connect view limited to a namespace that is not connected, keeping the network as its choice', async () => {
    const parts = setup()
    await parts.connect()
    expect(await switchActiveChain(parts, solanaDevnet)).toBe('connect')
    expect(parts.router.state).toMatchObject({ view: 'Connect', data: { namespace: 'solana' } })
    expect(parts.chain.state.activeNamespace).toBe('eip155')
    // Connecting there makes the namespace active, on the network chosen.
    await parts.connectSolana()
    expect(parts.svm.connect).toHaveBeenCalledWith(
      expect.objectContaining({
        network: expect.objectContaining({ caipNetworkId: solanaDevnet.caipNetworkId }),
      }),
    )
    expect(parts.chain.state.activeNamespace).toBe('solana')
  })
})

describe('activateNamespace (the Account view)', () => {
  it('makes a connected namespace active without a wallet call', async () => {
    const parts = setup()
    await parts.connectSolana()
    await parts.connect()
    expect(activateNamespace(parts, 'solana')).toBe(true)
    expect(parts.chain.state.activeNamespace).toBe('solana')
    expect(parts.svm.switchNetwork).not.toHaveBeenCalled()
    expect(parts.backend.getItem('@gatehouse/activeNamespace')).toBe('"solana"')
  })

  it('changes nothing for a namespace that is not connected', async () => {
    const parts = setup()
    await parts.connect()
    expect(activateNamespace(parts, 'solana')).toBe(false)
    expect(parts.chain.state.activeNamespace).toBe('eip155')
  })
})

describe('connectorsOfNamespace (the Connect view limited to a namespace)', () => {
  it("keeps the namespace's connectors and the namespace's part of a multi-chain wallet", () => {
    const evmTwin = { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'eip155' } as const
    const solanaTwin = { id: 'Phantom', name: 'Phantom', type: 'INJECTED', chain: 'solana' } as const
    const rabby = { id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155' } as const
    const solflare = { id: 'Solflare', name: 'Solflare', type: 'INJECTED', chain: 'solana' } as const
    const merged = mergeMultiChainConnectors([evmTwin, rabby, solanaTwin, solflare])
    expect(merged.map((connector) => [connector.name, connector.type])).toEqual([
      ['Phantom', 'MULTI_CHAIN'],
      ['Rabby', 'ANNOUNCED'],
      ['Solflare', 'INJECTED'],
    ])
    expect(connectorsOfNamespace(merged, 'solana')).toEqual([solanaTwin, solflare])
    expect(connectorsOfNamespace(merged, 'eip155')).toEqual([evmTwin, rabby])
    expect(connectorsOfNamespace(merged, 'bip122')).toEqual([])
  })
})
