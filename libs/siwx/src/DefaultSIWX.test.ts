import { createPublicClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeEach, describe, expect, it } from 'vitest'
import { accountAddressPlaceholder, defineNetwork, type SIWXSession } from '@gatehouse/common'
import { DefaultSIWX, type DefaultSIWXOptions } from './DefaultSIWX'
import { createEIP155Messenger } from './messenger/createEIP155Messenger'
import { eip155MessageText } from './messenger/eip155Text'
import { createLocalStorage } from './storage/createLocalStorage'

// anvil's first development key: a real EOA signature, recovered locally by viem.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const local = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  // Nothing listens here: an EOA's signature never needs the chain.
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})
const page = { host: 'app.example.com', href: 'https://app.example.com/shop' }

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  }
}

let clock: number
let storage: ReturnType<typeof memoryStorage>

function setup(options: DefaultSIWXOptions = {}) {
  const messenger = createEIP155Messenger({ page: () => page, now: () => clock, expiresInMs: 60 * 60_000 })
  return new DefaultSIWX({
    messenger,
    storage: createLocalStorage({ storage }),
    networks: [local],
    publicClientFor: (network) =>
      createPublicClient({ transport: http(network.rpcUrls.default.http[0], { retryCount: 0 }) }),
    ...options,
  })
}

/** Signs the session's text as it stands. */
async function sign(session: Omit<SIWXSession, 'signature'>): Promise<SIWXSession> {
  return { ...session, signature: await account.signMessage({ message: session.message }) }
}

/** A message from the SIWX, changed by `edit` before it is written out and signed. */
async function signedSession(siwx: DefaultSIWX, edit: (data: SIWXSession['data']) => void = () => {}) {
  const message = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:31337' })
  const data = { ...message } as SIWXSession['data'] & { toString?: unknown }
  delete data.toString
  edit(data)
  return sign({ data, message: eip155MessageText(data) })
}

beforeEach(() => {
  clock = Date.parse('2026-01-01T12:00:00Z')
  storage = memoryStorage()
})

describe('DefaultSIWX', () => {
  it('stores a valid session and gives it back for its account and chain only', async () => {
    const siwx = setup()
    const session = await signedSession(siwx)
    expect(session.message).toContain('app.example.com wants you to sign in with your Ethereum account')
    await siwx.addSession(session)
    expect(await siwx.getSessions('eip155:31337', account.address.toLowerCase())).toEqual([session])
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })

  it('keeps sessions across instances (a reload) through storage', async () => {
    const session = await signedSession(setup())
    const first = setup()
    const fresh = await signedSession(first)
    await first.addSession(fresh)
    expect(await setup().getSessions('eip155:31337', account.address)).toEqual([fresh])
    expect(session.data.nonce).not.toBe(fresh.data.nonce)
  })

  it.each([
    ['domain', (data: SIWXSession['data']) => void (data.domain = 'evil.example.com')],
    ['uri', (data: SIWXSession['data']) => void (data.uri = 'https://evil.example.com/shop')],
    ['chain', (data: SIWXSession['data']) => void (data.chainId = 'eip155:1')],
    [
      'issuedAtInFuture',
      (data: SIWXSession['data']) => void (data.issuedAt = new Date(clock + 5 * 60_000).toISOString()),
    ],
    [
      'issuedBeforeNonce',
      (data: SIWXSession['data']) => void (data.issuedAt = new Date(clock - 5 * 60_000).toISOString()),
    ],
    [
      'notYetValid',
      (data: SIWXSession['data']) => void (data.notBefore = new Date(clock + 5 * 60_000).toISOString()),
    ],
    [
      'expired',
      (data: SIWXSession['data']) => void (data.expirationTime = new Date(clock - 1000).toISOString()),
    ],
  ])('refuses a message whose %s check fails', async (problem, edit) => {
    const siwx = setup()
    await expect(siwx.addSession(await signedSession(siwx, edit))).rejects.toMatchObject({ problem })
    expect(storage.items.size).toBe(0)
  })

  it('accepts a message issued a little ahead of its clock (skew)', async () => {
    const siwx = setup()
    const session = await signedSession(
      siwx,
      (data) => void (data.issuedAt = new Date(clock + 30_000).toISOString()),
    )
    await expect(siwx.addSession(session)).resolves.toBeUndefined()
  })

  it('refuses a nonce it never issued, and a replayed session', async () => {
    const siwx = setup()
    const forged = await signedSession(siwx, (data) => void (data.nonce = 'NotIssuedHere1'))
    await expect(siwx.addSession(forged)).rejects.toMatchObject({ problem: 'nonce' })
    const session = await signedSession(siwx)
    await siwx.addSession(session)
    await expect(siwx.addSession(session)).rejects.toMatchObject({ problem: 'nonce' })
    // Another instance (another page) never issued it either.
    const other = await signedSession(siwx)
    await expect(setup().addSession(other)).rejects.toMatchObject({ problem: 'nonce' })
  })

  it('accepts the sessions of a one-step sign-in made from a placeholder message, each network once', async () => {
    const other = { ...local, id: 31338, caipNetworkId: 'eip155:31338' as const }
    const siwx = setup({ networks: [local, other] })
    const message = await siwx.createMessage({
      accountAddress: accountAddressPlaceholder,
      chainId: 'eip155:31337',
    })
    expect(message.toString()).toContain(`account:\n${accountAddressPlaceholder}\n`)
    const { toString: _text, ...fields } = message
    // The wallet signs the fields for its own account, once per network, with the one nonce.
    const sessionOn = (chainId: 'eip155:31337' | 'eip155:31338') => {
      const data = {
        ...fields,
        accountAddress: account.address,
        chainId,
        issuedAt: new Date(clock).toISOString(),
      }
      return sign({ data, message: eip155MessageText(data) })
    }
    const first = await sessionOn('eip155:31337')
    const second = await sessionOn('eip155:31338')
    await siwx.addSession(first)
    await siwx.addSession(second)
    expect(await siwx.getSessions('eip155:31337', account.address)).toEqual([first])
    expect(await siwx.getSessions('eip155:31338', account.address)).toEqual([second])
    // A replay on a network is still refused; a session left with the placeholder is never valid.
    await expect(siwx.addSession(first)).rejects.toMatchObject({ problem: 'nonce' })
    const unsigned = await siwx.createMessage({
      accountAddress: accountAddressPlaceholder,
      chainId: 'eip155:31337',
    })
    const { toString: _unsignedText, ...placeholderData } = unsigned
    const placeholder = { data: placeholderData, message: unsigned.toString(), signature: '0x01' }
    await expect(siwx.addSession(placeholder)).rejects.toMatchObject({ problem: 'messageMismatch' })
  })

  it('refuses an altered message and a signature of another message', async () => {
    const siwx = setup()
    const session = await signedSession(siwx)
    const altered = { ...session, message: session.message.replace('Nonce:', 'Nonce: ') }
    await expect(siwx.addSession(altered)).rejects.toMatchObject({ problem: 'messageMismatch' })
    const second = await signedSession(siwx)
    const swapped = { ...second, signature: session.signature }
    await expect(siwx.addSession(swapped)).rejects.toMatchObject({ problem: 'signature' })
  })

  it('refuses fields that differ from the signed text', async () => {
    const siwx = setup()
    const session = await signedSession(siwx)
    const lying = {
      ...session,
      data: { ...session.data, expirationTime: new Date(clock + 9e9).toISOString() },
    }
    await expect(siwx.addSession(lying)).rejects.toMatchObject({ problem: 'messageMismatch' })
  })

  it('stops giving a session once it expires, and drops tampered stored sessions', async () => {
    const siwx = setup()
    const session = await signedSession(siwx)
    await siwx.addSession(session)
    clock += 61 * 60_000
    expect(await siwx.getSessions('eip155:31337', account.address)).toEqual([])
    clock -= 61 * 60_000
    storage.items.set('@gatehouse/siwx/sessions', JSON.stringify([{ ...session, signature: '0x1234' }]))
    expect(await siwx.getSessions('eip155:31337', account.address)).toEqual([])
    storage.items.set('@gatehouse/siwx/sessions', '{not json')
    expect(await siwx.getSessions('eip155:31337', account.address)).toEqual([])
  })

  it('tells an account whose stored session expired from one that never had one, until it signs again', async () => {
    const siwx = setup()
    await siwx.addSession(await signedSession(siwx))
    expect(await siwx.isSessionExpired('eip155:31337', account.address)).toBe(false)
    clock += 61 * 60_000
    expect(await siwx.getSessions('eip155:31337', account.address)).toEqual([])
    expect(await siwx.isSessionExpired('eip155:31337', account.address.toLowerCase())).toBe(true)
    expect(await siwx.isSessionExpired('eip155:1', account.address)).toBe(false)
    await siwx.addSession(await signedSession(siwx))
    expect(await siwx.isSessionExpired('eip155:31337', account.address)).toBe(false)
    clock += 61 * 60_000
    await siwx.revokeSession('eip155:31337', account.address)
    expect(await siwx.isSessionExpired('eip155:31337', account.address)).toBe(false)
  })

  it('revokes one account’s sessions and replaces them all', async () => {
    const siwx = setup()
    await siwx.addSession(await signedSession(siwx))
    await siwx.revokeSession('eip155:31337', account.address)
    expect(await siwx.getSessions('eip155:31337', account.address)).toEqual([])
    const kept = await signedSession(siwx)
    await siwx.setSessions([kept, { ...kept, signature: '0xdead' }])
    expect(await siwx.getSessions('eip155:31337', account.address)).toEqual([kept])
  })

  it('takes the kit’s networks when attached, and its required and sign-out settings', async () => {
    const siwx = setup({ networks: [], required: true, signOutOnDisconnect: false })
    const session = await signedSession(siwx)
    await expect(siwx.addSession(session)).rejects.toMatchObject({ problem: 'chain' })
    siwx.attach({ networks: [local] })
    await expect(siwx.addSession(await signedSession(siwx))).resolves.toBeUndefined()
    expect(siwx.getRequired()).toBe(true)
    expect(siwx.signOutOnDisconnect).toBe(false)
  })
})
