import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaSignInText, type CaipNetworkId } from '@gatehouse/common'
import { startCloud, type CloudHandle } from '../startCloud'
import { getJson, issueNonce, postJson, signInProject, signInSite } from '@gatehouse/harness/signIn'
import { testDatabase } from '../../test/testDatabase'

interface SignInAnswer {
  token: string
  session: { id: string; data: Record<string, unknown>; signature: string }
  error?: string
  code?: string
}

const cluster: CaipNetworkId = 'solana:CEnNDUQ6gnEsXr6S46HfNWcvi7HP4ZwU'
const keyOf = (secret: Uint8Array) => ({ secret, address: base58.encode(ed25519.getPublicKey(secret)) })
const alice = keyOf(ed25519.utils.randomPrivateKey())
const mallory = keyOf(ed25519.utils.randomPrivateKey())
const sign = (secret: Uint8Array, text: string) =>
  base58.encode(ed25519.sign(new TextEncoder().encode(text), secret))

// Sign-in of a Solana account: a CAIP-122 message signed with ed25519 (solana:signMessage), checked
// by the same rules as EVM sign-ins. Verification needs no node, so the cluster's RPC is never asked.
describe('sign-in sessions of Solana accounts (CAIP-122, ed25519)', () => {
  let cloud: CloudHandle
  const project = `?projectId=${signInProject}`

  beforeAll(async () => {
    cloud = await startCloud({
      port: 0,
      ...(await testDatabase()),
      config: {
        projects: { [signInProject]: { allowedOrigins: ['https://app.example.com'] } },
        solanaChains: [{ caipNetworkId: cluster, name: 'Solana Localnet', rpcUrl: 'http://127.0.0.1:9' }],
        sessions: { noncesPerMinute: 1000, signInsPerMinute: 1000 },
      },
    })
  })
  afterAll(async () => {
    await cloud?.close()
  })

  async function messageOf(address: string, chainId: CaipNetworkId = cluster) {
    const now = Date.now()
    return solanaSignInText({
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

  it('signs a Solana account in with its ed25519 signature, and answers and revokes its session', async () => {
    const message = await messageOf(alice.address)
    const signature = sign(alice.secret, message)
    const { status, body } = await post(message, signature)
    expect(status).toBe(201)
    expect(body.session.data).toMatchObject({ accountAddress: alice.address, chainId: cluster, version: '1' })
    const url = `${cloud.url}/v1/sessions/${alice.address}${project}&chainId=${cluster}`
    expect((await getJson<{ sessions: unknown[] }>(url, body.token)).body.sessions).toEqual([body.session])
    const revoked = await postJson(
      `${cloud.url}/v1/sessions/${alice.address}/revoke${project}`,
      { pci: body.session.id, signature },
      body.token,
    )
    expect(revoked).toEqual({ status: 200, body: { revoked: true } })
  })

  it('refuses a tampered message and another key’s signature', async () => {
    const message = await messageOf(alice.address)
    const tampered = await post(message.replace('example shop', 'other shop'), sign(alice.secret, message))
    expect([tampered.status, tampered.body.code]).toEqual([401, 'SIWX_SIGNATURE_INVALID'])
    const forged = await post(message, sign(mallory.secret, message))
    expect([forged.status, forged.body.code]).toEqual([401, 'SIWX_SIGNATURE_INVALID'])
  })

  it('refuses a cluster the service is not configured for', async () => {
    const message = await messageOf(alice.address, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    const { status, body } = await post(message, sign(alice.secret, message))
    expect([status, body.code]).toEqual([400, 'SIWX_CHAIN_NOT_SUPPORTED'])
  })
})
