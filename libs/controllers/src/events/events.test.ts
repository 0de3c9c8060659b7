import { describe, expect, it, vi } from 'vitest'
import { arbitrum, mainnet, type Network } from '@gatehouse/common'
import { createControllers } from '../kit/createControllers'
import type { AppKitOptions } from '../options/types'
import { memoryStorageBackend } from '../storage/createStorage'
import { testConnector, walletConnectAdapter } from '../testing/kitParts'
import { scriptedAdapter } from '../testing/scriptedAdapter'
import { desktopTestPlatform } from '../testing/testPlatform'
import { createEventsController } from './createEventsController'
import type { HostEvent } from './hostEvents'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function setup(overrides: Partial<AppKitOptions> = {}) {
  const networks: [Network, ...Network[]] = [mainnet, arbitrum]
  const adapter = scriptedAdapter(networks)
  const fetch = vi.fn(async () => Response.json({ features: [], isAnalyticsEnabled: true }))
  const kit = createControllers(
    { networks, adapters: [adapter], projectId: 'test', ...overrides },
    { storage: memoryStorageBackend(), platform: desktopTestPlatform, fetch },
  )
  const seen: HostEvent[] = []
  const stop = kit.events.subscribe((event) => seen.push(event))
  return { kit, adapter, fetch, seen, stop }
}
const names = (events: HostEvent[]) => events.map((event) => event.data.event)
const sentToAnalytics = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.filter(([url]) => new URL(String(url)).pathname === '/e').length

describe('events for the host', () => {
  it("starts with MODAL_CREATED in AppKit's shape", () => {
    const events = createEventsController({ analytics: { track: vi.fn() }, now: () => 42 })
    expect(events.latest()).toEqual({ timestamp: 42, data: { type: 'track', event: 'MODAL_CREATED' } })
  })

  it('reports open, close, connect, switch network and disconnect, in order, with their properties', async () => {
    const { kit, seen } = setup()
    kit.open()
    await kit.connection.connect(testConnector)
    await kit.switchNetwork(arbitrum)
    kit.close()
    await kit.disconnect()
    expect(names(seen)).toEqual([
      'MODAL_OPEN',
      'SELECT_WALLET',
      'CONNECT_SUCCESS',
      'SWITCH_NETWORK',
      'MODAL_CLOSE',
      'DISCONNECT_SUCCESS',
    ])
    expect(seen[0]?.data).toEqual({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } })
    expect(seen[2]?.data.properties).toEqual({ method: 'browser', name: 'Test Wallet' })
    expect(seen[3]?.data.properties).toEqual({ network: arbitrum.caipNetworkId })
    expect(seen.every((event) => typeof event.timestamp === 'number')).toBe(true)
  })

  it("reports a refused connection as CONNECT_ERROR with the wallet's words", async () => {
    const { kit, adapter, seen } = setup()
    adapter.connect.mockRejectedValueOnce(
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
    )
    await expect(kit.connection.connect(testConnector)).rejects.toThrow('User rejected')
    expect(names(seen)).toEqual(['SELECT_WALLET', 'CONNECT_ERROR'])
    expect(seen[1]?.data.properties).toEqual({ message: 'User rejected the request.' })
  })

  it('reports a WalletConnect connection with the qrcode method', async () => {
    const networks: [Network, ...Network[]] = [mainnet, arbitrum]
    const { kit, seen } = setup({ adapters: [walletConnectAdapter('eip155', networks)] })
    await kit.connection.connectWalletConnect('eip155', () => {})
    expect(seen.at(-1)?.data).toEqual({
      type: 'track',
      event: 'CONNECT_SUCCESS',
      properties: { method: 'qrcode', name: 'WalletConnect' },
    })
  })

  it('reaches the host with analytics off, and then sends nothing', async () => {
    const { kit, fetch, seen } = setup({ features: { analytics: false } })
    kit.open()
    await kit.connection.connect(testConnector)
    await settle()
    expect(names(seen)).toContain('CONNECT_SUCCESS')
    expect(sentToAnalytics(fetch)).toBe(0)
  })

  it('hands analytics only the analytics events', async () => {
    const track = vi.fn()
    const events = createEventsController({ analytics: { track } })
    events.track('MODAL_OPEN', { connected: false })
    events.track('SWITCH_NETWORK', { network: 'eip155:1' })
    events.track('CONNECT_ERROR', { message: 'no' })
    expect(track.mock.calls).toEqual([['MODAL_OPEN', { connected: false }]])
  })

  it('keeps telling other listeners when one throws, and stops after unsubscribe', () => {
    const events = createEventsController({ analytics: { track: vi.fn() } })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const heard = vi.fn()
    events.subscribe(() => {
      throw new Error('host bug')
    })
    const stop = events.subscribe(heard)
    events.track('MODAL_OPEN')
    stop()
    events.track('MODAL_CLOSE')
    expect(heard).toHaveBeenCalledOnce()
    expect(error).toHaveBeenCalledTimes(2)
  })

  it('gives every event its own object, so a repeat is still news', () => {
    // A fixed clock: the two events must be equal in everything, their time included.
    vi.useFakeTimers({ now: 1_700_000_000_000 })
    try {
      const events = createEventsController({ analytics: { track: vi.fn() } })
      events.track('MODAL_OPEN')
      const first = events.latest()
      events.track('MODAL_OPEN')
      expect(events.latest()).not.toBe(first)
      expect(events.latest()).toEqual(first)
    } finally {
      vi.useRealTimers()
    }
  })
})
