import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mainnet } from '@gatehouse/common'
import { createControllers, createFeatureContext, memoryStorageBackend } from '@gatehouse/controllers'
import { FeatureProvider } from '@gatehouse/controllers/react'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import { RegisterAccountNameSuccessView } from './RegisterAccountNameSuccessView'
import { RegisterAccountNameView } from './RegisterAccountNameView'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** The profile calls as apps/cloud answers them: taken-name.gatehouse.id is registered. */
async function service(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input))
  const suggestions = url.pathname.match(/^\/v1\/profile\/suggestions\/(.+)$/)
  if (suggestions) {
    const label = decodeURIComponent(suggestions[1] ?? '').toLowerCase()
    return Response.json({
      suggestions: [
        { name: `${label}.gatehouse.id`, registered: label === 'taken-name' },
        { name: `${label}1.gatehouse.id`, registered: false },
      ],
    })
  }
  if (url.pathname === '/v1/profile/account' && init?.method === 'POST') {
    return Response.json({ error: 'gone', code: 'name_taken' }, { status: 409 })
  }
  return new Response('{}', { status: 404 })
}

function renderView(view = <RegisterAccountNameView />) {
  const adapter = scriptedAdapter([mainnet], address)
  const kit = createControllers(
    { networks: [mainnet], adapters: [adapter], projectId: 'p1' },
    { storage: memoryStorageBackend(), fetch: service as typeof fetch },
  )
  adapter.connectAs()
  render(<FeatureProvider context={createFeatureContext(kit)}>{view}</FeatureProvider>)
  return { kit, adapter }
}

const field = () => screen.getByRole('textbox', { name: 'Name' })
const register = () => screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('RegisterAccountNameView', () => {
  it("shows the rule's message as the visitor types and keeps Register disabled", async () => {
    renderView()
    expect(register().disabled).toBe(true)
    fireEvent.change(field(), { target: { value: 'abc' } })
    expect(await screen.findByText('A name needs at least 4 characters')).toBeTruthy()
    expect(field().getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(field(), { target: { value: 'ab_c' } })
    expect(await screen.findByText('Use only letters, digits and hyphens')).toBeTruthy()
    expect(register().disabled).toBe(true)
  })

  it('says whether the name is free, lists free variations, and types a picked one', async () => {
    renderView()
    fireEvent.change(field(), { target: { value: 'taken-name' } })
    expect(await screen.findByText('taken-name.gatehouse.id is taken')).toBeTruthy()
    expect(register().disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'taken-name1.gatehouse.id' }))
    expect(await screen.findByText('taken-name1.gatehouse.id is available')).toBeTruthy()
    expect((field() as HTMLInputElement).value).toBe('taken-name1')
    expect(register().disabled).toBe(false)
  })

  it("stays with what was typed and shows 'Error registering name {name}' when the service refuses", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { adapter } = renderView()
    fireEvent.change(field(), { target: { value: 'alice' } })
    await screen.findByText('alice.gatehouse.id is available')
    fireEvent.click(register())
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Error registering name alice.gatehouse.id'),
    )
    expect(adapter.signMessage).toHaveBeenCalledTimes(1)
    expect((field() as HTMLInputElement).value).toBe('alice')
  })
})

describe('RegisterAccountNameSuccessView', () => {
  it('names the registered name and goes back to Account', () => {
    const { kit } = renderView(<RegisterAccountNameSuccessView />)
    kit.router.reset('RegisterAccountNameSuccess', { arguments: { name: 'alice.gatehouse.id' } })
    cleanup()
    render(
      <FeatureProvider context={createFeatureContext(kit)}>
        <RegisterAccountNameSuccessView />
      </FeatureProvider>,
    )
    expect(screen.getByText('alice.gatehouse.id is yours')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back to account' }))
    expect(kit.router.state.view).toBe('Account')
  })
})
