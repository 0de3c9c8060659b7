import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { evmCoinType, nameRegistrationText } from '@gatehouse/common'
import { startCloud, type CloudHandle } from '../startCloud'
import { testDatabase } from '../../test/testDatabase'

// anvil's development accounts 0 and 1: well-known keys, never holding anything real.
const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const bob = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const coinType = evmCoinType(31337)

type Signer = typeof alice
interface Answer {
  status: number
  body: Record<string, unknown>
}

describe('the profile API (names)', () => {
  let cloud: CloudHandle

  beforeAll(async () => {
    cloud = await startCloud({ port: 0, ...(await testDatabase()), config: { names: { zone: 'test.id' } } })
  })
  afterAll(() => cloud.close())

  const nowSeconds = () => Math.floor(Date.now() / 1000)

  async function call(path: string, init?: RequestInit): Promise<Answer> {
    const response = await fetch(`${cloud.url}${path}`, init)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const post = (body: unknown) =>
    call('/v1/profile/account', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(body),
    })

  /** A registration as the widget sends it, signed by `signer`; `change` alters any part. */
  async function registration(
    name: string,
    options: { signer?: Signer; timestamp?: number; message?: string; address?: string } = {},
  ) {
    const signer = options.signer ?? alice
    const message =
      options.message ??
      nameRegistrationText({ name, attributes: {}, timestamp: options.timestamp ?? nowSeconds() })
    return {
      coin_type: coinType,
      address: options.address ?? signer.address,
      message,
      signature: await signer.signMessage({ message }),
    }
  }

  it('registers a name signed by its address, then answers it by name, by address and as identity', async () => {
    expect(await post(await registration('Alice.test.id'))).toEqual({
      status: 200,
      body: { success: true, name: 'alice.test.id' },
    })
    const byName = await call('/v1/profile/account/alice.test.id?apiVersion=2')
    expect(byName.status).toBe(200)
    expect(byName.body).toMatchObject({
      name: 'alice.test.id',
      addresses: { [String(coinType)]: { address: alice.address } },
      attributes: {},
    })
    expect(Math.abs((byName.body.registered as number) - nowSeconds())).toBeLessThan(60)
    const reverse = await call(`/v1/profile/reverse/${alice.address}?sender=${alice.address}&apiVersion=2`)
    expect(reverse).toMatchObject({ status: 200, body: [{ name: 'alice.test.id' }] })
    expect(await call(`/v1/identity/${alice.address.toLowerCase()}`)).toEqual({
      status: 200,
      body: { name: 'alice.test.id', avatar: null },
    })
  })

  it('answers 404 for a name nobody registered and an empty list for an address without names', async () => {
    expect(await call('/v1/profile/account/nobody.test.id?apiVersion=2')).toMatchObject({
      status: 404,
      body: { code: 'not_found' },
    })
    expect(await call(`/v1/profile/reverse/${bob.address}?apiVersion=2`)).toEqual({ status: 200, body: [] })
    expect(await call(`/v1/identity/${bob.address}`)).toEqual({
      status: 200,
      body: { name: null, avatar: null },
    })
  })

  it('keeps a name for its first address: 409 for another, idempotent for the owner', async () => {
    await post(await registration('carol.test.id'))
    expect(await post(await registration('carol.test.id', { signer: bob }))).toMatchObject({
      status: 409,
      body: { code: 'name_taken', error: 'carol.test.id is already registered' },
    })
    expect(await post(await registration('CAROL.test.id'))).toEqual({
      status: 200,
      body: { success: true, name: 'carol.test.id' },
    })
  })

  it("refuses a signature that is not the address's (401)", async () => {
    const signedByBob = await registration('dave.test.id', { signer: bob, address: alice.address })
    expect(await post(signedByBob)).toMatchObject({ status: 401, body: { code: 'invalid_signature' } })
    const valid = await registration('dave.test.id')
    const tampered = { ...valid, message: valid.message.replace('dave', 'davy') }
    expect(await post(tampered)).toMatchObject({ status: 401, body: { code: 'invalid_signature' } })
    const garbage = { ...valid, signature: `0x${'ab'.repeat(65)}` }
    expect(await post(garbage)).toMatchObject({ status: 401, body: { code: 'invalid_signature' } })
    expect((await call('/v1/profile/account/dave.test.id')).status).toBe(404)
  })

  it('refuses a message older than 10 minutes or dated ahead of the clock (401)', async () => {
    const stale = await registration('erin.test.id', { timestamp: nowSeconds() - 11 * 60 })
    expect(await post(stale)).toMatchObject({ status: 401, body: { code: 'stale_message' } })
    const future = await registration('erin.test.id', { timestamp: nowSeconds() + 5 * 60 })
    expect(await post(future)).toMatchObject({ status: 401, body: { code: 'stale_message' } })
    const inMilliseconds = await registration('erin.test.id', { timestamp: Date.now() })
    expect(await post(inMilliseconds)).toMatchObject({ status: 401, body: { code: 'stale_message' } })
    const recent = await registration('erin.test.id', { timestamp: nowSeconds() - 9 * 60 })
    expect(await post(recent)).toMatchObject({ status: 200 })
  })

  it('refuses names against the name rules and other zones (400)', async () => {
    for (const name of ['abc.test.id', 'ali_ce.test.id', 'al ice.test.id', 'alicé.test.id', 'frank']) {
      expect(await post(await registration(name)), name).toMatchObject({
        status: 400,
        body: { code: 'invalid_name' },
      })
    }
    expect(await post(await registration('frank.other.id'))).toMatchObject({
      status: 400,
      body: { code: 'unknown_zone' },
    })
  })

  it('refuses a message that is not the JSON of name, attributes and timestamp (400)', async () => {
    const cases = [
      'not json',
      '["frank.test.id"]',
      JSON.stringify({ name: 'frank.test.id', timestamp: nowSeconds() }),
      JSON.stringify({ name: 'frank.test.id', attributes: {}, timestamp: String(nowSeconds()) }),
      JSON.stringify({ name: 'frank.test.id', attributes: { bio: 1 }, timestamp: nowSeconds() }),
      JSON.stringify({ name: 'frank.test.id', attributes: {}, timestamp: nowSeconds(), extra: 1 }),
    ]
    for (const message of cases) {
      expect(await post(await registration('', { message })), message).toMatchObject({
        status: 400,
        body: { code: 'invalid_message' },
      })
    }
  })

  it('refuses a body without its fields or with a coin type of no EVM chain (400)', async () => {
    const valid = await registration('grace.test.id')
    const cases: unknown[] = [
      [],
      { ...valid, coin_type: undefined },
      { ...valid, coin_type: 0 },
      { ...valid, address: 'alice' },
      { ...valid, signature: 'signed' },
      { ...valid, message: 7 },
    ]
    for (const body of cases) {
      expect(await post(body), JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { code: 'invalid_request' },
      })
    }
  })

  it('suggests the typed name first, then free variations', async () => {
    await post(await registration('henry.test.id'))
    await post(await registration('henry1.test.id'))
    const answer = await call('/v1/profile/suggestions/Henry?zone=test.id')
    expect(answer).toEqual({
      status: 200,
      body: {
        suggestions: [
          { name: 'henry.test.id', registered: true },
          { name: 'henry2.test.id', registered: false },
          { name: 'henry3.test.id', registered: false },
          { name: 'henry-id.test.id', registered: false },
        ],
      },
    })
    const free = await call('/v1/profile/suggestions/ivy-lee')
    expect((free.body.suggestions as unknown[])[0]).toEqual({ name: 'ivy-lee.test.id', registered: false })
    expect(await call('/v1/profile/suggestions/ivy')).toMatchObject({
      status: 400,
      body: { code: 'invalid_name' },
    })
    expect(await call('/v1/profile/suggestions/ivy-lee?zone=other.id')).toMatchObject({
      status: 400,
      body: { code: 'unknown_zone' },
    })
  })

  it('names a bad zone in the configuration', async () => {
    await expect(startCloud({ port: 0, config: { names: { zone: 'not a zone' } } })).rejects.toThrow(
      'Invalid cloud configuration: names.zone must be a domain name such as gatehouse.id',
    )
  })
})
