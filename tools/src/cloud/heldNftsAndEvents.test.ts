import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractArtifacts } from '../chain/contracts/artifacts'
import { devAddresses } from '../chain/devAccounts'
import type { LocalTokenChain } from '../chain/localTokenChains'
import { startCloudWithLocalChains, type CloudWithLocalChains } from './cloudWithLocalChains'
import { fundedLocalAccount } from './localChainAccount'

interface HeldNft {
  name: string
  tokenId: string
  collection: { address: string; name: string }
  imageUrl?: string
  flags: { is_spam: boolean }
}

let stack: CloudWithLocalChains
beforeAll(async () => {
  stack = await startCloudWithLocalChains()
})
afterAll(() => stack?.stop())

const chain = () => stack.chains[0] as LocalTokenChain

async function nfts(address: string): Promise<HeldNft[]> {
  const { status, body } = await stack.getJson<{ data: HeldNft[] }>(
    `/v1/account/${address}/nfts?chainId=eip155:31337&projectId=p`,
  )
  expect(status).toBe(200)
  return body.data
}

describe('GET /v1/account/{address}/nfts on a local chain', () => {
  it('lists the tokens held now, with their collection and the spam flag', async () => {
    const held = await nfts(devAddresses[0])
    expect(held.map((nft) => [nft.name, nft.flags.is_spam])).toEqual(
      expect.arrayContaining([
        ['Gatehouse Pass #1', false],
        ['Gatehouse Pass #2', false],
        ['Free Mint Reward #1', true],
      ]),
    )
    expect(held.find((nft) => nft.tokenId === '1')?.collection.name).toBeDefined()
  })

  it('follows a transfer: the token leaves the sender’s list and joins the receiver’s', async () => {
    const [owner, friend] = [await fundedLocalAccount(chain()), await fundedLocalAccount(chain())]
    const pass = stack.token('PASS').address
    const { GatehouseCollectible } = contractArtifacts
    await owner.writeContractSync({
      address: pass,
      abi: GatehouseCollectible.abi,
      functionName: 'mint',
      args: [owner.account.address],
    })
    const [minted] = await nfts(owner.account.address)
    expect(minted?.name).toMatch(/^Gatehouse Pass #\d+$/)
    await owner.writeContractSync({
      address: pass,
      abi: GatehouseCollectible.abi,
      functionName: 'transferFrom',
      args: [owner.account.address, friend.account.address, BigInt(minted?.tokenId ?? 0)],
    })
    expect(await nfts(owner.account.address)).toEqual([])
    expect((await nfts(friend.account.address)).map((nft) => nft.tokenId)).toEqual([minted?.tokenId])
  })

  it('rejects a bad address or chain, naming it', async () => {
    const bad = await stack.getJson<{ error: string }>('/v1/account/0x12/nfts?chainId=eip155:31337')
    expect(bad.status).toBe(400)
    expect(bad.body.error).toMatch(/address/)
    const unknown = await stack.getJson<{ error: string }>(
      `/v1/account/${devAddresses[0]}/nfts?chainId=eip155:999`,
    )
    expect(unknown.status).toBe(400)
  })
})

describe('POST /e (analytics events)', () => {
  const event = (overrides: object = {}) => ({
    eventId: randomUUID(),
    url: 'http://localhost:5173/',
    domain: 'localhost',
    timestamp: Date.now(),
    props: { event: 'ERROR_FETCH_TRANSACTIONS', address: devAddresses[0] },
    ...overrides,
  })
  const post = (body: unknown, origin = 'http://localhost:5173') =>
    fetch(`${stack.cloud.url}/e?projectId=p&st=appkit&sv=html-wagmi-4.2.2`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin },
      body: JSON.stringify(body),
    })

  it('accepts an event from an allowed origin', async () => {
    const answer = await post(event())
    expect(answer.status).toBe(202)
  })

  it('refuses an origin the project does not allow with 403, and a malformed event with 400', async () => {
    expect((await post(event(), 'https://evil.example')).status).toBe(403)
    const malformed = await post(event({ props: { event: 'MODAL_CREATED' } }))
    expect(malformed.status).toBe(400)
    expect(((await malformed.json()) as { error: string }).error).toMatch(/props.event/)
    expect((await post(event({ eventId: 'not-a-uuid' }))).status).toBe(400)
  })
})
