// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { solanaDevnet, solanaLocalnet, type Network } from '@gatehouse/common'
import type { SolanaNetworkSource } from './newestAdapter'
import { useAppKitConnection } from './react'
import type { SolanaAdapter } from './SolanaAdapter'

/** A SolanaAdapter as the hook sees it: its networks, the active one, and a way to move it. */
function adapterOn(networks: Network[], active: Network | undefined) {
  const listeners = new Set<() => void>()
  let current = active
  const source: SolanaNetworkSource & { moveTo(network: Network): void } = {
    networks,
    get activeNetwork() {
      return current
    },
    subscribeNetwork(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    moveTo(network) {
      current = network
      listeners.forEach((listener) => listener())
    },
  }
  return source
}

const asAdapter = (source: SolanaNetworkSource) => source as unknown as SolanaAdapter

afterEach(() => localStorage.clear())

describe('useAppKitConnection', () => {
  it("gives an RPC client for the adapter's network and follows a switch", () => {
    const adapter = adapterOn([solanaLocalnet, solanaDevnet], solanaLocalnet)
    const { result } = renderHook(() => useAppKitConnection({ adapter: asAdapter(adapter) }))
    expect(result.current.network?.caipNetworkId).toBe(solanaLocalnet.caipNetworkId)
    const first = result.current.connection
    expect(typeof first?.getBalance).toBe('function')
    act(() => adapter.moveTo(solanaDevnet))
    expect(result.current.network?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(result.current.connection).not.toBe(first)
  })

  it('before the runtime loads, uses the network the visitor used last, else the first', () => {
    localStorage.setItem('gatehouse.solana.network', solanaDevnet.caipNetworkId)
    const remembered = renderHook(() =>
      useAppKitConnection({ adapter: asAdapter(adapterOn([solanaLocalnet, solanaDevnet], undefined)) }),
    )
    expect(remembered.result.current.network?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    localStorage.clear()
    const first = renderHook(() =>
      useAppKitConnection({ adapter: asAdapter(adapterOn([solanaLocalnet, solanaDevnet], undefined)) }),
    )
    expect(first.result.current.network?.caipNetworkId).toBe(solanaLocalnet.caipNetworkId)
  })
})
