import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ConnectResult } from '../adapter/ChainAdapter'
import { createWalletConnectController } from './createWalletConnectController'

const topic = 'a'.repeat(64)
const uriExpiringIn = (ms: number) =>
  `wc:${topic}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=${Math.floor((Date.now() + ms) / 1000)}`
const result: ConnectResult = { address: '0x1', chainId: 1, connectorId: 'walletConnect', accounts: [] }

function setup() {
  const attempts: { onUri(uri: string): void; resolve(r: ConnectResult): void; reject(e: unknown): void }[] =
    []
  const onConnected = vi.fn()
  const controller = createWalletConnectController({
    namespace: () => 'eip155',
    connect: (_namespace, onUri) =>
      new Promise<ConnectResult>((resolve, reject) => attempts.push({ onUri, resolve, reject })),
    onConnected,
  })
  return { controller, attempts, onConnected }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('WalletConnect pairing', () => {
  it('shows the URI the adapter produced', () => {
    const { controller, attempts } = setup()
    controller.ensurePairing()
    expect(controller.state.status).toBe('pairing')
    const uri = uriExpiringIn(4 * 60_000)
    attempts[0]?.onUri(uri)
    expect(controller.state).toMatchObject({ status: 'ready', uri })
  })

  it('reuses the pairing while it is not expired', () => {
    const { controller, attempts } = setup()
    controller.ensurePairing()
    attempts[0]?.onUri(uriExpiringIn(4 * 60_000))
    vi.advanceTimersByTime(3 * 60_000)
    controller.ensurePairing()
    expect(attempts).toHaveLength(1)
  })

  it('counts a pairing with under 10 s left as expired and makes a new one', () => {
    const { controller, attempts } = setup()
    controller.ensurePairing()
    attempts[0]?.onUri(uriExpiringIn(4 * 60_000))
    vi.advanceTimersByTime(4 * 60_000 - 9_000)
    expect(controller.isExpired()).toBe(true)
    controller.ensurePairing()
    expect(attempts).toHaveLength(2)
    expect(controller.state.uri).toBeUndefined()
  })

  it('assumes a 4 minute lifetime when the URI carries no expiry', () => {
    const { controller, attempts } = setup()
    controller.ensurePairing()
    attempts[0]?.onUri(`wc:${topic}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`)
    vi.advanceTimersByTime(4 * 60_000 - 11_000)
    expect(controller.isExpired()).toBe(false)
    vi.advanceTimersByTime(2_000)
    expect(controller.isExpired()).toBe(true)
  })

  it('reports the session and goes idle when the wallet approves', async () => {
    const { controller, attempts, onConnected } = setup()
    controller.ensurePairing()
    attempts[0]?.onUri(uriExpiringIn(60_000))
    attempts[0]?.resolve(result)
    await vi.runAllTimersAsync()
    expect(onConnected).toHaveBeenCalledWith(result)
    expect(controller.state.status).toBe('idle')
  })

  it('turns a relay that never answers into an error with a retry', async () => {
    const { controller, attempts } = setup()
    controller.ensurePairing()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(controller.state.status).toBe('error')
    expect(controller.state.error).toMatch(/relay did not answer/)
    controller.ensurePairing()
    expect(attempts).toHaveLength(1)
    controller.retry()
    expect(attempts).toHaveLength(2)
    expect(controller.state.status).toBe('pairing')
  })

  it('marks a rejected session as rejected', async () => {
    const { controller, attempts } = setup()
    controller.ensurePairing()
    attempts[0]?.onUri(uriExpiringIn(60_000))
    attempts[0]?.reject(Object.assign(new Error('User rejected.'), { code: 4001 }))
    await vi.runAllTimersAsync()
    expect(controller.state).toMatchObject({ status: 'error', rejected: true, error: 'User rejected.' })
  })

  it('ignores what an abandoned attempt reports later', async () => {
    const { controller, attempts, onConnected } = setup()
    controller.ensurePairing()
    controller.reset()
    attempts[0]?.onUri(uriExpiringIn(60_000))
    attempts[0]?.resolve(result)
    await vi.runAllTimersAsync()
    expect(controller.state.status).toBe('idle')
    expect(controller.state.uri).toBeUndefined()
    expect(onConnected).not.toHaveBeenCalled()
  })
})
