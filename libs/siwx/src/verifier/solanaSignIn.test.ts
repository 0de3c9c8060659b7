import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { beforeEach, describe, expect, it } from 'vitest'
import { solanaLocalnet, type SIWXSession } from '@gatehouse/common'
import { DefaultSIWX } from '../DefaultSIWX'
import { createEIP155Messenger } from '../messenger/createEIP155Messenger'
import { createLocalStorage } from '../storage/createLocalStorage'
import { createSolanaVerifier } from './createSolanaVerifier'

const page = { host: 'app.example.com', href: 'https://app.example.com/shop' }
const seed = ed25519.utils.randomPrivateKey()
const address = base58.encode(ed25519.getPublicKey(seed))
const other = ed25519.utils.randomPrivateKey()
const signText = (text: string, secret = seed) =>
  base58.encode(ed25519.sign(new TextEncoder().encode(text), secret))

let clock: number
let items: Map<string, string>

function setup() {
  items = new Map()
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
  return new DefaultSIWX({
    messenger: createEIP155Messenger({ page: () => page, now: () => clock }),
    storage: createLocalStorage({ storage }),
    networks: [solanaLocalnet],
  })
}

async function session(siwx: DefaultSIWX, secret = seed): Promise<SIWXSession> {
  const message = await siwx.createMessage({ accountAddress: address, chainId: solanaLocalnet.caipNetworkId })
  const text = message.toString()
  const data = { ...message } as SIWXSession['data'] & { toString?: unknown }
  delete data.toString
  return { data, message: text, signature: signText(text, secret) }
}

beforeEach(() => {
  clock = Date.parse('2026-01-01T12:00:00Z')
})

describe('sign-in with a Solana account (DefaultSIWX)', () => {
  it('makes a CAIP-122 message and keeps the session its key signed', async () => {
    const siwx = setup()
    const signed = await session(siwx)
    expect(signed.message.split('\n').slice(0, 2)).toEqual([
      'app.example.com wants you to sign in with your Solana account:',
      address,
    ])
    expect(signed.message).toContain(`\nChain ID: ${solanaLocalnet.caipNetworkId}\n`)
    await siwx.addSession(signed)
    expect(await siwx.getSessions(solanaLocalnet.caipNetworkId, address)).toEqual([signed])
  })

  it('refuses another key’s signature and a tampered message', async () => {
    const siwx = setup()
    await expect(siwx.addSession(await session(siwx, other))).rejects.toMatchObject({ problem: 'signature' })
    const signed = await session(siwx)
    const tampered = signed.message.replace('Version: 1', 'Version: 2')
    await expect(
      siwx.addSession({ ...signed, message: tampered, signature: signText(tampered) }),
    ).rejects.toMatchObject({ problem: 'messageMismatch' })
    expect(items.size).toBe(0)
  })
})

describe('createSolanaVerifier', () => {
  it('checks the ed25519 signature of the message by the address', async () => {
    const siwx = setup()
    const signed = await session(siwx)
    const verifier = createSolanaVerifier()
    expect(verifier.messageText(signed)).toBe(signed.message)
    expect(await verifier.verify(signed)).toBe(true)
    expect(await verifier.verify({ ...signed, message: `${signed.message}!` })).toBe(false)
    expect(
      await verifier.verify({
        ...signed,
        data: { ...signed.data, accountAddress: base58.encode(ed25519.getPublicKey(other)) },
      }),
    ).toBe(false)
    expect(await verifier.verify({ ...signed, signature: 'zz' })).toBe(false)
  })
})
