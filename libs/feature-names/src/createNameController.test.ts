import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mainnet, RpcErrorCode, solana } from '@gatehouse/common'
import { createControllers, createFeatureContext, memoryStorageBackend } from '@gatehouse/controllers'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import { createNameController } from './createNameController'
import { createProfileClient } from './createProfileClient'

const now = Date.UTC(2026, 10, 25, 12, 0, 0)

/** A service that knows `taken` names and answers registrations with `registerStatus`. */
function profileService(options: { taken?: string[]; registerStatus?: number; suggestionsDown?: boolean }) {
  const taken = new Set(options.taken ?? [])
  const calls: { path: string; body?: unknown }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined
    calls.push({ path: url.pathname + url.search, body })
    if (url.pathname.startsWith('/v1/profile/suggestions/')) {
      if (options.suggestionsDown) return new Response('{}', { status: 500 })
      const label = decodeURIComponent(url.pathname.split('/').pop() ?? '').toLowerCase()
      const zone = url.searchParams.get('zone')
      const names = [`${label}.${zone}`, `${label}1.${zone}`]
      return Response.json({ suggestions: names.map((name) => ({ name, registered: taken.has(name) })) })
    }
    if (url.pathname === '/v1/profile/account' && init?.method === 'POST') {
      const status = options.registerStatus ?? 200
      if (status !== 200) return Response.json({ error: 'refused', code: 'name_taken' }, { status })
      const { message } = body as { message: string }
      const { name } = JSON.parse(message) as { name: string }
      taken.add(name)
      return Response.json({ success: true, name })
    }
    if (url.pathname === '/v1/supported-chains') return Response.json({ http: ['eip155:1'], ws: [] })
    if (url.pathname.startsWith('/v1/identity/'))
      return Response.json({ name: 'alice.gatehouse.id', avatar: null })
    return new Response('{}', { status: 404 })
  })
  return { fetch, calls }
}

function setup(service: ReturnType<typeof profileService>, networks = [mainnet]) {
  const adapter = scriptedAdapter(networks)
  const kit = createControllers(
    { networks: [networks[0] ?? mainnet, ...networks.slice(1)], adapters: [adapter], projectId: 'p1' },
    { storage: memoryStorageBackend(), fetch: service.fetch as typeof fetch },
  )
  adapter.connectAs()
  const context = createFeatureContext(kit)
  const names = createNameController({
    ...context,
    profile: createProfileClient(context.api),
    now: () => now,
    debounceMs: 300,
  })
  return { kit, adapter, names }
}

describe('the name controller', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('checks the name rules as the visitor types, without asking the service', () => {
    const service = profileService({})
    const { names } = setup(service)
    names.setInput('ab')
    expect(names.state).toMatchObject({ issue: 'tooShort', loadingSuggestions: false })
    names.setInput('ali_ce')
    expect(names.state.issue).toBe('badCharacters')
    names.setInput('')
    expect(names.state.issue).toBeUndefined()
    vi.advanceTimersByTime(1000)
    expect(service.calls.filter((call) => call.path.includes('suggestions'))).toEqual([])
  })

  it('asks for suggestions once typing pauses, for the last input only, and tells availability', async () => {
    const service = profileService({ taken: ['alice.gatehouse.id'] })
    const { names } = setup(service)
    names.setInput('alic')
    vi.advanceTimersByTime(200)
    names.setInput('alice')
    expect(names.state.loadingSuggestions).toBe(true)
    await vi.advanceTimersByTimeAsync(300)
    await vi.waitFor(() => expect(names.state.loadingSuggestions).toBe(false))
    const asked = service.calls.filter((call) => call.path.includes('suggestions'))
    expect(asked.map((call) => call.path)).toEqual([
      '/v1/profile/suggestions/alice?projectId=p1&st=appkit&sv=html-wagmi-4.2.2&zone=gatehouse.id',
    ])
    expect(names.state.available).toBe(false)
    expect(names.state.suggestions.map((suggestion) => suggestion.name)).toEqual([
      'alice.gatehouse.id',
      'alice1.gatehouse.id',
    ])
    names.setInput('alice1')
    await vi.advanceTimersByTimeAsync(300)
    await vi.waitFor(() => expect(names.state.available).toBe(true))
  })

  it("shows 'Error fetching name suggestions' when the service cannot suggest", async () => {
    const { names } = setup(profileService({ suggestionsDown: true }))
    names.setInput('alice')
    // The debounce, then the retries of docs/reference/messages.md#retries (150 ms doubling).
    await vi.advanceTimersByTimeAsync(5000)
    await vi.waitFor(() => expect(names.state.error).toBe('Error fetching name suggestions'))
    expect(names.state.available).toBeUndefined()
  })

  it('signs the JSON of name, attributes and timestamp, submits it, opens the success view and refreshes the name', async () => {
    const service = profileService({})
    const { kit, adapter, names } = setup(service)
    adapter.signMessage.mockResolvedValue('0xsigned')
    names.setInput('Alice')
    expect(await names.register()).toBe('registered')
    const message = '{"name":"alice.gatehouse.id","attributes":{},"timestamp":1795608000}'
    expect(adapter.signMessage).toHaveBeenCalledWith({
      message,
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    })
    const posted = service.calls.find((call) => call.path.startsWith('/v1/profile/account'))
    expect(posted?.body).toEqual({
      coin_type: 60,
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      message,
      signature: '0xsigned',
    })
    expect(names.state).toMatchObject({ registeredName: 'alice.gatehouse.id', input: '', error: undefined })
    expect(kit.router.state.view).toBe('RegisterAccountNameSuccess')
    expect(kit.identity.state.name).toBe('alice.gatehouse.id')
  })

  it('bypasses the 5-minute identity cache after registering', async () => {
    const service = profileService({})
    const { kit, names } = setup(service)
    await kit.identity.load()
    const identityCalls = () => service.calls.filter((call) => call.path.startsWith('/v1/identity/')).length
    expect(identityCalls()).toBe(1)
    await kit.identity.load()
    expect(identityCalls()).toBe(1)
    names.setInput('alice')
    await names.register()
    expect(identityCalls()).toBe(2)
  })

  it("keeps what the visitor typed and shows 'Error registering name {name}' when the service refuses", async () => {
    const { kit, names } = setup(profileService({ registerStatus: 409, taken: [] }))
    kit.router.push('RegisterAccountName')
    names.setInput('alice')
    expect(await names.register()).toBe('failed')
    expect(names.state).toMatchObject({
      input: 'alice',
      error: 'Error registering name alice.gatehouse.id',
      registering: false,
    })
    expect(kit.router.state.view).toBe('RegisterAccountName')
  })

  it("says 'Signature declined' when the wallet declines, and sends nothing", async () => {
    const service = profileService({})
    const { adapter, names } = setup(service)
    adapter.signMessage.mockRejectedValue(
      Object.assign(new Error('User rejected'), { code: RpcErrorCode.USER_REJECTED }),
    )
    names.setInput('alice')
    expect(await names.register()).toBe('declined')
    expect(names.state.error).toBe('Signature declined')
    expect(service.calls.some((call) => call.path.startsWith('/v1/profile/account'))).toBe(false)
  })

  it('registers nothing for an invalid name, or without an EVM account', async () => {
    const { kit, adapter, names } = setup(profileService({}))
    names.setInput('abc')
    expect(await names.register()).toBe('invalid')
    expect(adapter.signMessage).not.toHaveBeenCalled()
    const context = createFeatureContext(kit)
    const noAccount = createNameController({
      ...context,
      profile: createProfileClient(context.api),
      chain: { account: () => undefined, network: () => solana },
    })
    noAccount.setInput('alice')
    expect(await noAccount.register()).toBe('failed')
    expect(noAccount.state.error).toBe('Error registering name alice.gatehouse.id')
    expect(adapter.signMessage).not.toHaveBeenCalled()
  })
})
