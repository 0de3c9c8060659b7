import { describe, expect, it, vi } from 'vitest'
import { localhost } from '@gatehouse/common'
import { switchEvmChain } from './switchEvmChain'

/** A scripted EIP-1193 provider: answers (or errors) per method, in order. */
function scriptedProvider(script: Record<string, unknown[]>) {
  const calls: string[] = []
  const request = vi.fn(async ({ method }: { method: string }) => {
    calls.push(method)
    const next = script[method]?.shift()
    if (next instanceof Error || (next && typeof next === 'object' && 'code' in next)) throw next
    return next ?? null
  })
  return { request, calls }
}

const rpcError = (code: number) => Object.assign(new Error(`code ${code}`), { code })

describe('switchEvmChain', () => {
  it('switches with the hex chain id', async () => {
    const provider = scriptedProvider({})
    await switchEvmChain(provider, localhost)
    expect(provider.request).toHaveBeenCalledWith({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a69' }],
    })
    expect(provider.calls).toEqual(['wallet_switchEthereumChain'])
  })

  it.each([4902, -32603, 5000])('adds the chain when the wallet answers %i', async (code) => {
    const provider = scriptedProvider({ wallet_switchEthereumChain: [rpcError(code)] })
    await switchEvmChain(provider, localhost)
    expect(provider.calls).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(provider.request).toHaveBeenCalledWith({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x7a69',
          chainName: 'Localhost',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: ['http://127.0.0.1:8545'],
          blockExplorerUrls: undefined,
        },
      ],
    })
  })

  it('also reads a nested 4902 (MetaMask Mobile)', async () => {
    const nested = Object.assign(new Error('x'), { data: { originalError: { code: 4902 } } })
    const provider = scriptedProvider({ wallet_switchEthereumChain: [nested] })
    await switchEvmChain(provider, localhost)
    expect(provider.calls).toContain('wallet_addEthereumChain')
  })

  it("says 'Chain is not supported' when adding fails", async () => {
    const provider = scriptedProvider({
      wallet_switchEthereumChain: [rpcError(4902)],
      wallet_addEthereumChain: [rpcError(-32602)],
    })
    await expect(switchEvmChain(provider, localhost)).rejects.toThrow('Chain is not supported')
  })

  it('passes on a rejection of the switch or of the add', async () => {
    const rejectSwitch = scriptedProvider({ wallet_switchEthereumChain: [rpcError(4001)] })
    await expect(switchEvmChain(rejectSwitch, localhost)).rejects.toMatchObject({ code: 4001 })
    expect(rejectSwitch.calls).toEqual(['wallet_switchEthereumChain'])
    const rejectAdd = scriptedProvider({
      wallet_switchEthereumChain: [rpcError(4902)],
      wallet_addEthereumChain: [rpcError(4001)],
    })
    await expect(switchEvmChain(rejectAdd, localhost)).rejects.toMatchObject({ code: 4001 })
  })

  it('passes on other errors without adding', async () => {
    const provider = scriptedProvider({ wallet_switchEthereumChain: [rpcError(-32002)] })
    await expect(switchEvmChain(provider, localhost)).rejects.toMatchObject({ code: -32002 })
    expect(provider.calls).toEqual(['wallet_switchEthereumChain'])
  })
})
