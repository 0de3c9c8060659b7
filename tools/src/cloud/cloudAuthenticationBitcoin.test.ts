import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCloudProcess, type CloudProcess } from '@gatehouse/harness/cloud'
import { bitcoinLocalnet, parseBitcoinSignInText } from '@gatehouse/common'
import { CloudAuthentication, CloudSessionError, type TokenStorage } from '@gatehouse/siwx'
import { bitcoinDevSecretKeys, bitcoinKey, signBitcoinMessage } from '@gatehouse/harness/wallet/node'
import { signInProjectId, signInSite } from './signInCloud'

const chainId = bitcoinLocalnet.caipNetworkId
const key = bitcoinKey(bitcoinDevSecretKeys[0] ?? '')
const [payment, taproot] = key.addresses('regtest')

function memoryStorage(): TokenStorage {
  const items = new Map<string, string>()
  return {
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
  }
}

// CloudAuthentication with a Bitcoin account against a real apps/cloud: the development wallets'
// signer makes the BIP-322 signatures (as the test wallets answer the Bitcoin adapter), the service
// verifies them without asking the chain, whose REST base is never reached.
describe('CloudAuthentication with a Bitcoin account', () => {
  let cloud: CloudProcess
  beforeAll(async () => {
    cloud = await startCloudProcess({
      config: {
        projects: { [signInProjectId]: { allowedOrigins: [`https://${signInSite.domain}`] } },
        bitcoinChains: [
          { caipNetworkId: chainId, name: 'Bitcoin Regtest', restUrl: 'http://127.0.0.1:9/api' },
        ],
      },
    })
  })
  afterAll(() => cloud?.close())

  const client = () =>
    new CloudAuthentication({
      url: cloud.url,
      projectId: signInProjectId,
      ...signInSite,
      statement: 'Sign in to the shop.',
      storage: memoryStorage(),
    })

  async function signIn(siwx: CloudAuthentication, address: string) {
    const message = await siwx.createMessage({ accountAddress: address, chainId })
    const text = message.toString()
    const { toString: _text, ...data } = message
    const signed = signBitcoinMessage(key, 'regtest', { address, message: text, protocol: 'bip322' })
    const session = { data, message: text, signature: Buffer.from(signed.signature).toString('base64') }
    await siwx.addSession(session)
    return session
  }

  it('creates a CAIP-122 message of the Bitcoin account with a nonce of the service', async () => {
    const message = await client().createMessage({ accountAddress: payment.address, chainId })
    expect(message.toString().split('\n')[0]).toBe(
      `${signInSite.domain} wants you to sign in with your Bitcoin account:`,
    )
    expect(parseBitcoinSignInText(message.toString())).toMatchObject({
      accountAddress: payment.address,
      chainId,
      nonce: message.nonce,
      statement: 'Sign in to the shop.',
    })
  })

  it('signs the payment and the taproot address in, answers their sessions and revokes them', async () => {
    for (const address of [payment.address, taproot.address]) {
      const siwx = client()
      const session = await signIn(siwx, address)
      const [stored] = await siwx.getSessions(chainId, address)
      expect(stored).toMatchObject({ message: session.message, signature: session.signature })
      expect(stored?.data).toMatchObject({ accountAddress: address, chainId })
      await siwx.revokeSession(chainId, address)
      expect(await siwx.getSessions(chainId, address)).toEqual([])
    }
  })

  it('is refused for a signature of another message', async () => {
    const siwx = client()
    const message = await siwx.createMessage({ accountAddress: payment.address, chainId })
    const text = message.toString()
    const { toString: _text, ...data } = message
    const signed = signBitcoinMessage(key, 'regtest', {
      address: payment.address,
      message: `${text}.`,
      protocol: 'bip322',
    })
    const refused = siwx.addSession({
      data,
      message: text,
      signature: Buffer.from(signed.signature).toString('base64'),
    })
    await expect(refused).rejects.toBeInstanceOf(CloudSessionError)
    await expect(refused).rejects.toMatchObject({ code: 'SIWX_SIGNATURE_INVALID' })
  })
})
