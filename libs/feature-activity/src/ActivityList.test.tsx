import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { localhost } from '@gatehouse/common'
import { createControllers, createFeatureContext, memoryStorageBackend } from '@gatehouse/controllers'
import { FeatureProvider } from '@gatehouse/controllers/react'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import { ActivityList } from './ActivityList'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const local = 'eip155:31337'

/** The kit with a history service that is down until `service.down` turns false. */
function renderActivity() {
  const service = { down: true, historyCalls: 0 }
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    if (url.pathname === '/v1/supported-chains') return Response.json({ http: [local], ws: [] })
    if (!url.pathname.endsWith('/history')) return Response.json({})
    service.historyCalls += 1
    if (service.down) return new Response('{"error":"chain down"}', { status: 502 })
    return Response.json({ data: [], next: null })
  })
  const adapter = scriptedAdapter([localhost], address)
  const kit = createControllers(
    { networks: [localhost], adapters: [adapter], projectId: 'p1' },
    { storage: memoryStorageBackend(), fetch },
  )
  adapter.connectAs()
  render(
    <FeatureProvider context={createFeatureContext(kit)}>
      <ActivityList />
    </FeatureProvider>,
  )
  return service
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('ActivityList', () => {
  it('shows a history that could not be read as a failure with Try again, which reads it again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const service = renderActivity()
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 })
    expect(alert.textContent).toBe(
      "Couldn't load your activityThe activity service did not answer. Check your connection and try again.",
    )
    expect(screen.queryByText('No activity yet')).toBeNull()

    const calls = service.historyCalls
    service.down = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No activity yet', {}, { timeout: 5_000 })).toBeTruthy()
    expect(service.historyCalls).toBe(calls + 1)
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
