import { beforeEach, describe, expect, it } from 'vitest'
import { bitcoin, bitcoinLocalnet, type SIWXSession } from '@gatehouse/common'
import { base64, hex } from '@scure/base'
import { DefaultSIWX } from '../DefaultSIWX'
import { createEIP155Messenger } from '../messenger/createEIP155Messenger'
import { createLocalStorage } from '../storage/createLocalStorage'
import { formatOf, keyOf, signBip137, signSimple } from '../testing/bitcoinSigners'
import { createBip122Verifier } from './createBip122Verifier'

const page = { host: 'app.example.com', href: 'https://app.example.com/shop' }
const regtest = formatOf(bitcoinLocalnet.caipNetworkId)
const alice = keyOf(hex.decode('11'.repeat(32)), regtest)
const mallory = keyOf(hex.decode('22'.repeat(32)), regtest)
type Key = typeof alice

/** BIP-322 simple, base64, as the Bitcoin adapter hands it over; P2TR when `taproot`. */
const signText = (text: string, key: Key = alice, taproot = false) =>
  base64.encode(
    taproot
      ? signSimple(key.secretKey, key.taproot.script, text, { tapInternalKey: key.xOnly })
      : signSimple(key.secretKey, key.payment.script, text),
  )

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
    networks: [bitcoinLocalnet, bitcoin],
  })
}

async function session(
  siwx: DefaultSIWX,
  { signer = alice, address = alice.payment.address, taproot = false } = {},
): Promise<SIWXSession> {
  const message = await siwx.createMessage({
    accountAddress: address,
    chainId: bitcoinLocalnet.caipNetworkId,
  })
  const text = message.toString()
  const data = { ...message } as SIWXSession['data'] & { toString?: unknown }
  delete data.toString
  return { data, message: text, signature: signText(text, signer, taproot) }
}

beforeEach(() => {
  clock = Date.parse('2026-01-01T12:00:00Z')
})

describe('sign-in with a Bitcoin account (DefaultSIWX)', () => {
  it('makes a CAIP-122 message and keeps the session the address signed (BIP-322, P2WPKH)', async () => {
    const siwx = setup()
    const signed = await session(siwx)
    expect(signed.message.split('\n').slice(0, 2)).toEqual([
      'app.example.com wants you to sign in with your Bitcoin account:',
      alice.payment.address,
    ])
    expect(signed.message).toContain(`\nChain ID: ${bitcoinLocalnet.caipNetworkId}\n`)
    await siwx.addSession(signed)
    expect(await siwx.getSessions(bitcoinLocalnet.caipNetworkId, alice.payment.address)).toEqual([signed])
  })

  it('signs a taproot (P2TR) address in too', async () => {
    const siwx = setup()
    const signed = await session(siwx, { address: alice.taproot.address, taproot: true })
    await siwx.addSession(signed)
    expect(await siwx.getSessions(bitcoinLocalnet.caipNetworkId, alice.taproot.address)).toEqual([signed])
  })

  it('refuses another key’s signature and a tampered message', async () => {
    const siwx = setup()
    await expect(siwx.addSession(await session(siwx, { signer: mallory }))).rejects.toMatchObject({
      problem: 'signature',
    })
    const signed = await session(siwx)
    const tampered = signed.message.replace('Version: 1', 'Version: 2')
    await expect(
      siwx.addSession({ ...signed, message: tampered, signature: signText(tampered) }),
    ).rejects.toMatchObject({ problem: 'messageMismatch' })
    expect(items.size).toBe(0)
  })
})

describe('createBip122Verifier', () => {
  it('checks the signature of the CAIP-122 text by the address, on the session’s network', async () => {
    const siwx = setup()
    const signed = await session(siwx)
    const verifier = createBip122Verifier()
    expect(verifier.chainNamespace).toBe('bip122')
    expect(verifier.messageText(signed)).toBe(signed.message)
    expect(await verifier.verify(signed)).toBe(true)
    expect(await verifier.verify({ ...signed, signature: `smp${signed.signature}` })).toBe(true)
    expect(await verifier.verify({ ...signed, message: `${signed.message}!` })).toBe(false)
    expect(
      await verifier.verify({
        ...signed,
        data: { ...signed.data, accountAddress: mallory.payment.address },
      }),
    ).toBe(false)
    expect(await verifier.verify({ ...signed, signature: 'zz' })).toBe(false)
    // A regtest address is no address of mainnet.
    expect(
      await verifier.verify({ ...signed, data: { ...signed.data, chainId: bitcoin.caipNetworkId } }),
    ).toBe(false)
  })

  it('accepts a BIP-137 (ECDSA) signature of the payment address, as sats-connect wallets answer by default', async () => {
    const siwx = setup()
    const signed = await session(siwx)
    const ecdsa = base64.encode(signBip137(alice.secretKey, signed.message, 39))
    expect(await createBip122Verifier().verify({ ...signed, signature: ecdsa })).toBe(true)
  })
})
