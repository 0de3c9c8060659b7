import { beforeEach, describe, expect, it, vi } from 'vitest'
import { arbitrum, localhost, mainnet, solana, solanaDevnet, type Network } from '@gatehouse/common'
import { kitParts, scriptedAdapterOf, testConnector } from '../testing/kitParts'
import { scriptedAdapter } from '../testing/scriptedAdapter'
import { switchNetwork } from './switchNetwork'

function setup() {
  const networks: [Network, ...Network[]] = [mainnet, arbitrum, solana, solanaDevnet]
  const evm = scriptedAdapter([mainnet, arbitrum])
  const svm = scriptedAdapterOf('solana', [solana, solanaDevnet])
  return { ...kitParts({ networks, adapters: [evm, svm] }), evm, svm }
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('switchNetwork', () => {
  it('asks the wallet first when connected, then follows it', async () => {
    const parts = setup()
    await parts.connect()
    await switchNetwork(parts, arbitrum)
    expect(parts.evm.switchNetwork).toHaveBeenCalledWith(expect.objectContaining({ id: 42161 }))
    expect(parts.chain.network()?.id).toBe(42161)
    expect(parts.backend.getItem('@gatehouse/lastUsedChain')).toBe('"eip155:42161"')
  })

  it('leaves the network as it was when the wallet refuses', async () => {
    const parts = setup()
    await parts.connect()
    parts.evm.switchNetwork.mockRejectedValueOnce(Object.assign(new Error('User rejected'), { code: 4001 }))
    await expect(switchNetwork(parts, arbitrum)).rejects.toThrow('User rejected')
    expect(parts.chain.network()?.id).toBe(1)
  })

  it('only remembers the choice when disconnected', async () => {
    const parts = setup()
    await switchNetwork(parts, arbitrum)
    expect(parts.evm.switchNetwork).not.toHaveBeenCalled()
    expect(parts.chain.network()?.id).toBe(42161)
    expect(parts.backend.getItem('@gatehouse/lastUsedChain')).toBe('"eip155:42161"')
  })

  it('raises SWITCH_NETWORK_NOT_FOUND and throws for a network the host did not configure', async () => {
    const parts = setup()
    await expect(switchNetwork(parts, localhost)).rejects.toThrow('Network not found')
    expect(parts.alert.state).toMatchObject({ open: true, kind: 'SWITCH_NETWORK_NOT_FOUND' })
    expect(parts.chain.network()?.id).toBe(1)
  })

  it('marks a namespace switch in progress while moving to another namespace', async () => {
    const parts = setup()
    await parts.connection.connect({ ...testConnector, chain: 'solana' })
    parts.chain.setActiveNamespace('eip155')
    const seen: boolean[] = []
    parts.svm.switchNetwork.mockImplementationOnce(async () => {
      seen.push(parts.chain.state.namespaceSwitchInProgress)
    })
    await switchNetwork(parts, solanaDevnet)
    expect(seen).toEqual([true])
    expect(parts.chain.state).toMatchObject({ activeNamespace: 'solana', namespaceSwitchInProgress: false })
  })

  it('asks no wallet for the network a connected namespace is already on', async () => {
    const parts = setup()
    await parts.connection.connect({ ...testConnector, chain: 'solana' })
    parts.chain.setActiveNamespace('eip155')
    await switchNetwork(parts, solana)
    expect(parts.svm.switchNetwork).not.toHaveBeenCalled()
    expect(parts.chain.state).toMatchObject({ activeNamespace: 'solana', namespaceSwitchInProgress: false })
  })

  it('ends the namespace switch also when the wallet refuses', async () => {
    const parts = setup()
    await parts.connection.connect({ ...testConnector, chain: 'solana' })
    parts.chain.setActiveNamespace('eip155')
    parts.svm.switchNetwork.mockRejectedValueOnce(new Error('no'))
    await expect(switchNetwork(parts, solanaDevnet)).rejects.toThrow('no')
    expect(parts.chain.state).toMatchObject({ activeNamespace: 'eip155', namespaceSwitchInProgress: false })
  })
})
