import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  parseEther,
  parseUnits,
  type Address,
  type Hash,
} from 'viem'
import { contractArtifacts } from '../chain/contracts/artifacts'
import { devAddresses } from '../chain/devAccounts'
import type { LocalTokenChain } from '../chain/localTokenChains'
import { startCloudWithLocalChains, type CloudWithLocalChains } from './cloudWithLocalChains'
import type { HistoryPage, HistoryTransaction } from './cloudAnswers'
import { fundedLocalAccount, type LocalChainAccount } from './localChainAccount'

let stack: CloudWithLocalChains
beforeAll(async () => {
  stack = await startCloudWithLocalChains()
})
afterAll(() => stack?.stop())

const chain = () => stack.chains[0] as LocalTokenChain
const { GatehouseCollectible, GatehouseToken, TetherStyleToken } = contractArtifacts

async function history(address: string, cursor?: string): Promise<HistoryPage> {
  const query = `chainId=eip155:31337&projectId=p${cursor ? `&cursor=${cursor}` : ''}`
  const { status, body } = await stack.getJson<HistoryPage>(`/v1/account/${address}/history?${query}`)
  expect(status).toBe(200)
  return body
}
async function latest(account: LocalChainAccount | Address): Promise<HistoryTransaction> {
  const address = typeof account === 'string' ? account : account.account.address
  const [transaction] = (await history(address)).data
  if (!transaction) throw new Error(`no history for ${address}`)
  return transaction
}
const mintGusd = (account: LocalChainAccount, amount: bigint) =>
  account.writeContractSync({
    address: stack.token('GUSD').address,
    abi: GatehouseToken.abi,
    functionName: 'mint',
    args: [account.account.address, amount],
  })

describe('GET /v1/account/{address}/history on a local chain', () => {
  it('shows a native send to the sender and a receive to the recipient, mined just before the call', async () => {
    const [sender, recipient] = [await fundedLocalAccount(chain()), await fundedLocalAccount(chain())]
    const receipt = await sender.sendTransactionSync({
      to: recipient.account.address,
      value: parseEther('1.5'),
    })
    const block = await sender.getBlock({ blockNumber: receipt.blockNumber })

    const started = performance.now()
    const sent = await latest(sender)
    console.log(
      `history route right after a transaction (catch-up included): ${(performance.now() - started).toFixed(1)} ms`,
    )
    const ether = {
      fungible_info: {
        name: 'Ether',
        symbol: 'ETH',
        icon: { url: `${stack.cloud.url}/public/getTokenImage/ETH` },
      },
      quantity: { numeric: '1.5' },
      value: 4500,
      price: 3000,
    }
    expect(sent).toEqual({
      id: receipt.transactionHash,
      metadata: {
        operationType: 'send',
        hash: receipt.transactionHash,
        minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
        sentFrom: sender.account.address,
        sentTo: recipient.account.address,
        status: 'confirmed',
        nonce: 0,
        chain: 'eip155:31337',
      },
      transfers: [{ ...ether, direction: 'out' }],
    })
    const received = await latest(recipient)
    expect(received.metadata.operationType).toBe('receive')
    expect(received.transfers).toEqual([{ ...ether, direction: 'in' }])
  })

  it('shows a mint and an ERC-20 transfer with the exact amount, newest first', async () => {
    const [sender, recipient] = [await fundedLocalAccount(chain()), await fundedLocalAccount(chain())]
    await mintGusd(sender, parseUnits('100', 6))
    const receipt = await sender.writeContractSync({
      address: stack.token('GUSD').address,
      abi: GatehouseToken.abi,
      functionName: 'transfer',
      args: [recipient.account.address, parseUnits('12.345678', 6)],
    })
    const { data } = await history(sender.account.address)
    expect(data.map((transaction) => transaction.metadata.operationType)).toEqual(['send', 'mint'])
    const gusd = {
      name: 'Gatehouse USD',
      symbol: 'GUSD',
      icon: { url: `${stack.cloud.url}/public/getTokenImage/GUSD` },
    }
    expect(data[0]?.id).toBe(receipt.transactionHash)
    expect(data[0]?.metadata.sentTo).toBe(stack.token('GUSD').address)
    expect(data[0]?.transfers).toEqual([
      {
        fungible_info: gusd,
        direction: 'out',
        quantity: { numeric: '12.345678' },
        value: 12.345678,
        price: 1,
      },
    ])
    expect(data[1]?.transfers).toEqual([
      { fungible_info: gusd, direction: 'in', quantity: { numeric: '100' }, value: 100, price: 1 },
    ])
    const received = await latest(recipient)
    expect(received.metadata).toMatchObject({ operationType: 'receive', sentFrom: sender.account.address })
    expect(received.transfers).toEqual([
      expect.objectContaining({ direction: 'in', quantity: { numeric: '12.345678' } }),
    ])
  })

  it('shows a transfer of the USDT-style token, whose transfer returns nothing', async () => {
    const [sender, recipient] = [await fundedLocalAccount(chain()), await fundedLocalAccount(chain())]
    const usdt = stack.token('USDT').address
    await sender.writeContractSync({
      address: usdt,
      abi: TetherStyleToken.abi,
      functionName: 'mint',
      args: [sender.account.address, parseUnits('10', 6)],
    })
    await sender.writeContractSync({
      address: usdt,
      abi: TetherStyleToken.abi,
      functionName: 'transfer',
      args: [recipient.account.address, parseUnits('0.5', 6)],
    })
    const received = await latest(recipient)
    expect(received.metadata.operationType).toBe('receive')
    expect(received.transfers).toEqual([
      {
        fungible_info: {
          name: 'Tether USD',
          symbol: 'USDT',
          icon: { url: `${stack.cloud.url}/public/getTokenImage/USDT` },
        },
        direction: 'in',
        quantity: { numeric: '0.5' },
        value: 0.5,
        price: 1,
      },
    ])
  })

  it('shows ERC-721 mints and transfers by token id, and flags the spam collection', async () => {
    const [owner, friend] = [await fundedLocalAccount(chain()), await fundedLocalAccount(chain())]
    const pass = stack.token('PASS').address
    await owner.writeContractSync({
      address: pass,
      abi: GatehouseCollectible.abi,
      functionName: 'mint',
      args: [owner.account.address],
    })
    const tokenId = await owner.readContract({
      address: pass,
      abi: GatehouseCollectible.abi,
      functionName: 'totalSupply',
    })
    const minted = await latest(owner)
    expect(minted.metadata.operationType).toBe('mint')
    const passInfo = (id: bigint) => ({
      name: `Gatehouse Pass #${id}`,
      flags: { is_spam: false },
      content: { preview: { url: `${stack.cloud.url}/public/getTokenImage/PASS` } },
    })
    expect(minted.transfers).toEqual([
      { nft_info: passInfo(tokenId), direction: 'in', quantity: { numeric: '1' } },
    ])

    await owner.writeContractSync({
      address: pass,
      abi: GatehouseCollectible.abi,
      functionName: 'transferFrom',
      args: [owner.account.address, friend.account.address, tokenId],
    })
    const sent = await latest(owner)
    expect(sent.metadata.operationType).toBe('send')
    expect(sent.transfers).toEqual([
      { nft_info: passInfo(tokenId), direction: 'out', quantity: { numeric: '1' } },
    ])
    expect((await latest(friend)).transfers).toEqual([
      { nft_info: passInfo(tokenId), direction: 'in', quantity: { numeric: '1' } },
    ])

    // The spam collection minted to development account 0 when the chain started.
    const { data } = await history(devAddresses[0])
    const spam = data
      .flatMap((transaction) => transaction.transfers)
      .find((transfer) => transfer.nft_info?.name === 'Free Mint Reward #1')
    expect(spam?.nft_info?.flags).toEqual({ is_spam: true })
  })

  it('marks a reverted transaction failed, as an execute that moved nothing', async () => {
    const account = await fundedLocalAccount(chain())
    const gusd = stack.token('GUSD').address
    // More than it holds; a fixed gas limit sends it anyway instead of failing the estimate.
    const hash: Hash = await account.sendTransaction({
      to: gusd,
      gas: 100_000n,
      data: encodeFunctionData({
        abi: GatehouseToken.abi,
        functionName: 'transfer',
        args: [devAddresses[1], 1n],
      }),
    })
    expect((await account.waitForTransactionReceipt({ hash, pollingInterval: 10 })).status).toBe('reverted')
    expect(await latest(account)).toMatchObject({
      id: hash,
      metadata: {
        operationType: 'execute',
        status: 'failed',
        sentFrom: account.account.address,
        sentTo: gusd,
      },
      transfers: [],
    })
  })

  it('shows a self-send, a contract creation, and a token the configuration does not list, named from the contract', async () => {
    const account = await fundedLocalAccount(chain())
    await account.sendTransactionSync({ to: account.account.address, value: parseEther('0.1') })
    expect((await latest(account)).transfers).toEqual([
      expect.objectContaining({ direction: 'self', quantity: { numeric: '0.1' } }),
    ])

    const created = await account.sendTransactionSync({
      data: encodeDeployData({ ...GatehouseToken, args: ['Stray Token', 'STRAY', 18] }),
    })
    const stray = getAddress(created.contractAddress ?? '')
    expect((await latest(account)).metadata).toMatchObject({ operationType: 'execute', sentTo: stray })
    expect((await latest(account)).transfers).toEqual([])

    await account.writeContractSync({
      address: stray,
      abi: GatehouseToken.abi,
      functionName: 'mint',
      args: [account.account.address, parseEther('2.5')],
    })
    const mint = await latest(account)
    expect(mint.metadata.operationType).toBe('mint')
    expect(mint.transfers).toEqual([
      {
        fungible_info: {
          name: 'Stray Token',
          symbol: 'STRAY',
          icon: { url: `${stack.cloud.url}/public/getTokenImage/STRAY` },
        },
        direction: 'in',
        quantity: { numeric: '2.5' },
        value: 0,
        price: 0,
      },
    ])
  })

  it('pages 20 at a time, newest first, with a cursor until the last page', async () => {
    const account = await fundedLocalAccount(chain())
    const hashes: string[] = []
    for (let index = 0; index < 45; index++) {
      hashes.push(
        (await account.sendTransactionSync({ to: devAddresses[2], value: BigInt(index + 1) }))
          .transactionHash,
      )
    }
    const pages: HistoryPage[] = [await history(account.account.address)]
    while (pages.at(-1)?.next)
      pages.push(await history(account.account.address, pages.at(-1)?.next ?? undefined))
    expect(pages.map((page) => page.data.length)).toEqual([20, 20, 5])
    expect(pages.at(-1)?.next).toBeNull()
    expect(pages.flatMap((page) => page.data.map((transaction) => transaction.id))).toEqual(hashes.reverse())
    expect(pages[0]?.data[0]?.metadata.nonce).toBe(44)

    const empty = await history((await fundedLocalAccount(chain())).account.address)
    expect(empty).toEqual({ data: [], next: null })
  })
})
