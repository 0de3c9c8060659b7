import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { accountAddressPlaceholder } from '@gatehouse/common'
import {
  CloudAuthentication,
  CloudSessionError,
  ReownAuthentication,
  type TokenStorage,
} from '@gatehouse/siwx'
import { signInProjectId, signInSite, startSignInCloud, type SignInCloud } from './signInCloud'

/** localStorage's part the client uses, in memory. */
function memoryStorage(): TokenStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

const storageKey = '@gatehouse/siwx-auth-token'

// The cloud-backed SIWX client against a real apps/cloud on anvil; viem local accounts sign.
describe('CloudAuthentication', () => {
  let setup: SignInCloud
  beforeAll(async () => {
    setup = await startSignInCloud()
  })
  afterAll(() => setup?.stop())

  function client(options: Partial<ConstructorParameters<typeof CloudAuthentication>[0]> = {}) {
    const storage = memoryStorage()
    const siwx = new CloudAuthentication({
      url: setup.cloud.url,
      projectId: signInProjectId,
      ...signInSite,
      statement: 'Sign in to the shop.',
      storage,
      ...options,
    })
    return { siwx, storage }
  }
  async function signIn(siwx: CloudAuthentication, account: PrivateKeyAccount) {
    const message = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:31337' })
    const text = message.toString()
    const session = { data: message, message: text, signature: await account.signMessage({ message: text }) }
    await siwx.addSession(session)
    return session
  }
  const serviceAnswer = async (address: string, token: string) =>
    (
      await fetch(`${setup.cloud.url}/v1/sessions/${address}?projectId=${signInProjectId}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).status
  const storedToken = (storage: ReturnType<typeof memoryStorage>, address: string) =>
    (JSON.parse(storage.items.get(storageKey) ?? '{}') as Record<string, { token: string }>)[
      `eip155:31337|${address.toLowerCase()}`
    ]?.token

  it('creates an EIP-4361 message with a nonce of the service', async () => {
    const { siwx } = client({ expiresInSeconds: 3600 })
    const account = privateKeyToAccount(generatePrivateKey())
    const message = await siwx.createMessage({
      accountAddress: account.address.toLowerCase(),
      chainId: 'eip155:31337',
    })
    const parsed = parseSiweMessage(message.toString())
    expect(parsed).toMatchObject({
      address: account.address,
      chainId: 31337,
      domain: signInSite.domain,
      uri: signInSite.uri,
      nonce: message.nonce,
      statement: 'Sign in to the shop.',
    })
    expect(message.nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(Date.parse(message.expirationTime ?? '') - Date.parse(message.issuedAt ?? '')).toBe(3_600_000)
    await expect(
      siwx.createMessage({
        accountAddress: account.address,
        // A namespace sign-in does not serve (bip122 and solana are signed in with their own texts).
        chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      }),
    ).rejects.toThrow('Unsupported chain')
  })

  it('signs in, keeps the token per account and network, and answers the session from the service', async () => {
    const { siwx, storage } = client()
    const account = privateKeyToAccount(generatePrivateKey())
    const session = await signIn(siwx, account)
    const token = storedToken(storage, account.address)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await serviceAnswer(account.address, token ?? '')).toBe(200)
    const sessions = await siwx.getSessions('eip155:31337', account.address)
    expect(sessions).toEqual([
      {
        data: expect.objectContaining({
          accountAddress: account.address,
          chainId: 'eip155:31337',
          nonce: session.data.nonce,
        }),
        message: session.message,
        signature: session.signature,
      },
    ])
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
    expect(await siwx.getSessions('eip155:31337', privateKeyToAccount(generatePrivateKey()).address)).toEqual(
      [],
    )
  })

  it('signs in one step from a placeholder message: the session names its own account', async () => {
    const { siwx, storage } = client()
    const account = privateKeyToAccount(generatePrivateKey())
    const message = await siwx.createMessage({
      accountAddress: accountAddressPlaceholder,
      chainId: 'eip155:31337',
    })
    expect(message.toString()).toContain(`account:\n${accountAddressPlaceholder}\n`)
    // What a wallet answering WalletConnect's authenticate signs: the fields, for its own account.
    const { toString: _text, ...fields } = message
    const data = { ...fields, accountAddress: account.address }
    const text = createSiweMessage({
      address: account.address,
      chainId: 31337,
      domain: data.domain,
      uri: data.uri,
      version: '1',
      nonce: data.nonce,
      issuedAt: new Date(data.issuedAt ?? ''),
      statement: data.statement,
    })
    await siwx.addSession({ data, message: text, signature: await account.signMessage({ message: text }) })
    const token = storedToken(storage, account.address)
    expect(await serviceAnswer(account.address, token ?? '')).toBe(200)
    expect(await siwx.getSessions('eip155:31337', account.address)).toHaveLength(1)
  })

  it('rejects a session the service refuses, with its code, and keeps nothing', async () => {
    const { siwx, storage } = client()
    const account = privateKeyToAccount(generatePrivateKey())
    const message = (
      await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:31337' })
    ).toString()
    const other = privateKeyToAccount(generatePrivateKey())
    const refused = siwx.addSession({
      data: parseSiweMessage(message) as never,
      message,
      signature: await other.signMessage({ message }),
    })
    await expect(refused).rejects.toBeInstanceOf(CloudSessionError)
    await expect(refused).rejects.toMatchObject({ status: 401, code: 'SIWX_SIGNATURE_INVALID' })
    expect(storage.items.size).toBe(0)
  })

  it('revokes a session at the service and forgets its token', async () => {
    const { siwx, storage } = client()
    const account = privateKeyToAccount(generatePrivateKey())
    await signIn(siwx, account)
    const token = storedToken(storage, account.address) ?? ''
    await siwx.revokeSession('eip155:31337', account.address)
    expect(await serviceAnswer(account.address, token)).toBe(401)
    expect(storage.items.size).toBe(0)
    expect(await siwx.getSessions('eip155:31337', account.address)).toEqual([])
  })

  it('drops a token the service refuses', async () => {
    const { siwx, storage } = client()
    const account = privateKeyToAccount(generatePrivateKey())
    const key = `eip155:31337|${account.address.toLowerCase()}`
    storage.setItem(
      storageKey,
      JSON.stringify({ [key]: { token: 'B'.repeat(43), id: crypto.randomUUID(), signature: '0x00' } }),
    )
    expect(await siwx.isSessionExpired('eip155:31337', account.address)).toBe(false)
    expect(await siwx.getSessions('eip155:31337', account.address)).toEqual([])
    expect(storage.items.size).toBe(0)
    // The refusal is what the kit's prompt explains ('Session Expired'), until the account signs again.
    expect(await siwx.isSessionExpired('eip155:31337', account.address)).toBe(true)
    expect(await siwx.isSessionExpired('eip155:1', account.address)).toBe(false)
    await signIn(siwx, account)
    expect(await siwx.isSessionExpired('eip155:31337', account.address)).toBe(false)
  })

  it('setSessions([]) signs every account out; a list keeps its sessions and ends the others', async () => {
    const { siwx, storage } = client()
    const first = privateKeyToAccount(generatePrivateKey())
    const second = privateKeyToAccount(generatePrivateKey())
    const kept = await signIn(siwx, first)
    await signIn(siwx, second)
    const secondToken = storedToken(storage, second.address) ?? ''
    await siwx.setSessions([kept])
    expect(await serviceAnswer(second.address, secondToken)).toBe(401)
    expect(await siwx.getSessions('eip155:31337', first.address)).toHaveLength(1)
    const firstToken = storedToken(storage, first.address) ?? ''
    await siwx.setSessions([])
    expect(await serviceAnswer(first.address, firstToken)).toBe(401)
    expect(storage.items.size).toBe(0)
  })

  it('takes required and signOutOnDisconnect from its options, and is ReownAuthentication too', () => {
    expect(client().siwx.getRequired()).toBe(true)
    expect(client().siwx.signOutOnDisconnect).toBe(true)
    const optional = client({ required: false, signOutOnDisconnect: false }).siwx
    expect([optional.getRequired(), optional.signOutOnDisconnect]).toEqual([false, false])
    expect(ReownAuthentication).toBe(CloudAuthentication)
    expect(() => client({ url: 'javascript:alert(1)' })).toThrow('CloudAuthentication needs the http(s) URL')
  })
})
