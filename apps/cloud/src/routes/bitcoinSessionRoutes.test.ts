import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinSignInText, type CaipNetworkId } from '@gatehouse/common'
import { startCloud, type CloudHandle } from '../startCloud'
import {
  bitcoinTestKey,
  regtestNetwork,
  signBip322,
  getJson,
  issueNonce,
  postJson,
  signInProject,
  signInSite,
} from '@gatehouse/harness/signIn'
import { testDatabase } from '../../test/testDatabase'

interface SignInAnswer {
  token: string
  session: { id: string; data: Record<string, unknown>; signature: string }
  error?: string
  code?: string
}

const regtest: CaipNetworkId = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const mainnet: CaipNetworkId = 'bip122:000000000019d6689c085ae165831e93'
const alice = bitcoinTestKey(new Uint8Array(32).fill(3), regtestNetwork)
const mallory = bitcoinTestKey(new Uint8Array(32).fill(4), regtestNetwork)

// Sign-in of a Bitcoin account: a CAIP-122 message signed with BIP-322 (what the Bitcoin adapter
// asks wallets for), checked by the same rules as EVM sign-ins. Verification needs no node, so the
// chain's REST API is never asked.
describe('sign-in sessions of Bitcoin accounts (CAIP-122, BIP-322)', () => {
  let cloud: CloudHandle
  const project = `?projectId=${signInProject}`

  beforeAll(async () => {
    cloud = await startCloud({
      port: 0,
      ...(await testDatabase()),
      config: {
        projects: { [signInProject]: { allowedOrigins: ['https://app.example.com'] } },
        bitcoinChains: [
          { caipNetworkId: regtest, name: 'Bitcoin Regtest', restUrl: 'http://127.0.0.1:9/api' },
        ],
        sessions: { noncesPerMinute: 1000, signInsPerMinute: 1000 },
      },
    })
  })
  afterAll(async () => {
    await cloud?.close()
  })

  async function messageOf(address: string, chainId: CaipNetworkId = regtest) {
    const now = Date.now()
    return bitcoinSignInText({
      accountAddress: address,
      chainId,
      ...signInSite,
      version: '1',
      nonce: await issueNonce(cloud.url),
      statement: 'Sign in to the example shop.',
      issuedAt: new Date(now).toISOString(),
      expirationTime: new Date(now + 3_600_000).toISOString(),
    })
  }
  const post = (message: string, signature: string) =>
    postJson<SignInAnswer>(`${cloud.url}/v1/sessions${project}`, { message, signature })

  it('signs a payment (P2WPKH) address in with its BIP-322 signature, and answers and revokes its session', async () => {
    const message = await messageOf(alice.payment.address)
    const signature = signBip322(alice.secretKey, alice.payment.script, message)
    const { status, body } = await post(message, signature)
    expect(status).toBe(201)
    expect(body.session.data).toMatchObject({
      accountAddress: alice.payment.address,
      chainId: regtest,
      version: '1',
    })
    expect(body.session.signature).toBe(signature)
    const url = `${cloud.url}/v1/sessions/${alice.payment.address}${project}&chainId=${regtest}`
    expect((await getJson<{ sessions: unknown[] }>(url, body.token)).body.sessions).toEqual([body.session])
    const revoked = await postJson(
      `${cloud.url}/v1/sessions/${alice.payment.address}/revoke${project}`,
      { pci: body.session.id, signature },
      body.token,
    )
    expect(revoked).toEqual({ status: 200, body: { revoked: true } })
    expect((await getJson(url, body.token)).status).toBe(401)
  })

  it('signs a taproot (P2TR) address in, with the smp prefix of the finalized BIP', async () => {
    const message = await messageOf(alice.taproot.address)
    const signature = `smp${signBip322(alice.secretKey, alice.taproot.script, message, alice.xOnly)}`
    const { status, body } = await post(message, signature)
    expect([status, body.session.data.accountAddress]).toEqual([201, alice.taproot.address])
  })

  it('refuses a tampered message, another key’s signature and garbage', async () => {
    const message = await messageOf(alice.payment.address)
    const signature = signBip322(alice.secretKey, alice.payment.script, message)
    const tampered = await post(message.replace('example shop', 'other shop'), signature)
    expect([tampered.status, tampered.body.code]).toEqual([401, 'SIWX_SIGNATURE_INVALID'])
    const forged = await post(message, signBip322(mallory.secretKey, mallory.payment.script, message))
    expect([forged.status, forged.body.code]).toEqual([401, 'SIWX_SIGNATURE_INVALID'])
    const garbage = await post(message, 'not base64!')
    expect(garbage.status).toBe(400)
    // The refusals spent nothing: the right signature still signs in with that nonce.
    expect((await post(message, signature)).status).toBe(201)
  })

  it('refuses a chain the service is not configured for, and an address of another network', async () => {
    const message = await messageOf(alice.payment.address, mainnet)
    const other = await post(message, signBip322(alice.secretKey, alice.payment.script, message))
    expect([other.status, other.body.code]).toEqual([400, 'SIWX_CHAIN_NOT_SUPPORTED'])
    const testnetKey = bitcoinTestKey(alice.secretKey, {
      bech32: 'tb',
      pubKeyHash: 0x6f,
      scriptHash: 0xc4,
      wif: 0xef,
    })
    const wrongNetwork = await messageOf(testnetKey.payment.address)
    const refused = await post(
      wrongNetwork,
      signBip322(alice.secretKey, testnetKey.payment.script, wrongNetwork),
    )
    expect([refused.status, refused.body.code]).toEqual([400, 'SIWX_MESSAGE_INVALID'])
    expect(refused.body.error).toContain('not an address of Bitcoin Regtest')
  })
})
