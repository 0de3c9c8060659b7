import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChainNamespace } from '@gatehouse/common'
import { createApiClient } from '../api/createApiClient'
import type { AppKitOptions } from '../options/types'
import { kitParts } from '../testing/kitParts'
import { createPrepareOnIntent } from './prepareOnIntent'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The service as the kit sees it: a feature list and an origin list. */
function serviceFetch(answers: { features?: unknown; origins?: unknown; down?: boolean } = {}) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    if (answers.down) throw new TypeError('Failed to fetch')
    if (url.pathname === '/appkit/v1/config') return Response.json(answers.features ?? { features: [] })
    if (url.pathname === '/projects/v1/origins')
      return Response.json(answers.origins ?? { allowedOrigins: [] })
    return new Response('not found', { status: 404 })
  })
}
const emailOff = { features: [{ id: 'email', isEnabled: false, config: null }] }

function setup(
  given: {
    options?: Partial<AppKitOptions>
    fetch?: ReturnType<typeof serviceFetch>
    origin?: string
    walletConnect?: ChainNamespace
  } = {},
) {
  const parts = kitParts(given.options)
  const fetch = given.fetch ?? serviceFetch()
  const catalogue = { load: vi.fn(async () => {}) }
  const prepare = createPrepareOnIntent({
    ...parts,
    api: createApiClient({ baseUrl: 'http://127.0.0.1:8787', projectId: 'test', fetch }),
    platform: { origin: () => given.origin ?? 'http://127.0.0.1:5173' },
    catalogue,
    walletConnectNamespace: () => given.walletConnect,
  })
  return { ...parts, prepare, fetch, catalogue }
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
})

describe('preparing on the first intent', () => {
  it('does nothing before the intent, then discovers wallets once however often it is asked', async () => {
    const { prepare, fetch, adapter, connectors } = setup()
    expect(fetch).not.toHaveBeenCalled()
    expect(adapter.syncConnectors).not.toHaveBeenCalled()
    const first = prepare()
    expect(prepare()).toBe(first)
    await first
    expect(adapter.syncConnectors).toHaveBeenCalledOnce()
    expect(connectors.state).toMatchObject({ discovered: true, connectors: [{ name: 'Test Wallet' }] })
  })

  it('counts discovery as done when an adapter fails, and says so in the console', async () => {
    const { prepare, adapter, connectors } = setup()
    adapter.syncConnectors.mockRejectedValueOnce(new Error('wagmi did not load'))
    await prepare()
    expect(connectors.state.discovered).toBe(true)
    expect(console.error).toHaveBeenCalledWith('[gatehouse] wallet discovery failed', expect.any(Error))
  })

  it('loads the wallet catalogue only when a namespace connects over WalletConnect', async () => {
    const without = setup()
    await without.prepare()
    expect(without.catalogue.load).not.toHaveBeenCalled()
    const withWalletConnect = setup({ walletConnect: 'eip155' })
    await withWalletConnect.prepare()
    expect(withWalletConnect.catalogue.load).toHaveBeenCalledOnce()
  })

  it('applies the project’s remote features, where the host did not set them itself', async () => {
    const remote = setup({ fetch: serviceFetch({ features: emailOff }) })
    expect(remote.options.state.features.email).toBe(true)
    await remote.prepare()
    await settle()
    const paths = remote.fetch.mock.calls.map(([input]) => new URL(String(input)).pathname)
    expect(paths).toEqual(expect.arrayContaining(['/appkit/v1/config', '/projects/v1/origins']))
    expect(remote.options.state.features.email).toBe(false)
    const local = setup({
      options: { features: { email: true } },
      fetch: serviceFetch({ features: emailOff }),
    })
    await local.prepare()
    await settle()
    expect(local.options.state.features.email).toBe(true)
  })

  it('keeps the local defaults with a console warning when the service is down, and raises no alert', async () => {
    vi.useFakeTimers()
    const { prepare, options, alert } = setup({ fetch: serviceFetch({ down: true }) })
    await prepare()
    await vi.advanceTimersByTimeAsync(1_100)
    // One line, without a stack: an unreachable service is an expected state.
    expect(console.warn).toHaveBeenCalledTimes(1)
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringMatching(/using the local defaults\. \(HTTP request failed\./),
    )
    expect(options.state.features.email).toBe(true)
    expect(alert.state.kind).toBeUndefined()
  })

  it('raises the invalid-configuration alert when this origin is not allowed, and not for an allowed one', async () => {
    const origins = { allowedOrigins: ['https://shop.example.com'] }
    const foreign = setup({ fetch: serviceFetch({ origins }), origin: 'https://evil.test' })
    await foreign.prepare()
    await settle()
    expect(foreign.alert.state.kind).toBe('INVALID_APP_CONFIGURATION')
    const allowed = setup({ fetch: serviceFetch({ origins }), origin: 'https://shop.example.com' })
    await allowed.prepare()
    await settle()
    expect(allowed.alert.state.kind).toBeUndefined()
  })
})
