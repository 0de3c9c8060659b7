import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCloudProcess, type CloudProcess } from '@gatehouse/harness/cloud'
import { createPublicClient, http } from 'viem'
import { deployLocalTokens } from '../chain/deployLocalTokens'
import { devAddresses } from '../chain/devAccounts'
import { startLocalChainsWithTokens, type LocalTokenChain } from '../chain/localTokenChains'
import { startAnvil, type LocalChain } from '../chain/startAnvil'
import { cloudChainsOf } from './cloudChains'
import { startCountingRpcProxy, type CountingRpcProxy } from './countingRpcProxy'
import type { HistoryPage } from './cloudAnswers'
import { fundedLocalAccount, type LocalChainAccount } from './localChainAccount'

// The first chain is read through a proxy that counts what the service asks of it, and that can
// put another node behind the same URL; the second is read directly and stopped at the end.
let chains: LocalTokenChain[]
let replacement: LocalChain | undefined
let proxy: CountingRpcProxy
let dataDir: string
let cloud: CloudProcess | undefined
let account: LocalChainAccount

const first = () => chains[0] as LocalTokenChain
const second = () => chains[1] as LocalTokenChain

function launchCloud(): Promise<CloudProcess> {
  const config = cloudChainsOf(chains).map((chain) =>
    chain.chainId === 'eip155:31337' ? { ...chain, rpcUrl: proxy.url } : chain,
  )
  // No background poll during the test: only the catch-up at start and the ones requests ask for.
  return startCloudProcess({ dataDir, chainPollMs: 600_000, config: { chains: config } })
}

async function get(path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${cloud?.url}${path}`)
  return { status: response.status, body: await response.json() }
}

async function history(address: string, chainId = 'eip155:31337'): Promise<HistoryPage> {
  const { status, body } = await get(`/v1/account/${address}/history?chainId=${chainId}`)
  expect(status).toBe(200)
  return body as HistoryPage
}

beforeAll(async () => {
  chains = await startLocalChainsWithTokens()
  proxy = await startCountingRpcProxy(first().rpcUrl)
  dataDir = await mkdtemp(join(tmpdir(), 'gatehouse-chain-index-'))
  account = await fundedLocalAccount(first())
})
afterAll(async () => {
  await cloud?.close()
  await proxy?.close()
  await Promise.all([...(chains ?? []), ...(replacement ? [replacement] : [])].map((chain) => chain.stop()))
  await rm(dataDir, { recursive: true, force: true })
})

describe('the chain index', () => {
  it('indexes every block once, and after a restart of the service only the blocks mined meanwhile', async () => {
    const sends = 200
    for (let index = 0; index < sends; index++) {
      await account.sendTransactionSync({ to: devAddresses[1], value: BigInt(index + 1) })
    }
    const head = Number(await account.getBlockNumber())

    proxy.reset()
    let started = performance.now()
    cloud = await launchCloud()
    const launchedMs = performance.now() - started
    started = performance.now()
    const before = await history(account.account.address)
    const caughtUpMs = performance.now() - started
    console.log(
      `chain index: ${head} blocks (${sends + 14} transactions) from block 0 in ${caughtUpMs.toFixed(0)} ms after the ` +
        `service started (start ${launchedMs.toFixed(0)} ms)`,
    )
    expect(before.data).toHaveLength(20)
    expect(before.next).not.toBeNull()
    expect(proxy.count('eth_getBlockReceipts')).toBe(head)

    await cloud.close()
    const meanwhile = [
      await account.sendTransactionSync({ to: devAddresses[2], value: 1n }),
      await account.sendTransactionSync({ to: devAddresses[2], value: 2n }),
    ]
    proxy.reset()
    started = performance.now()
    cloud = await launchCloud()
    const after = await history(account.account.address)
    console.log(`chain index: restart and 2 new blocks in ${(performance.now() - started).toFixed(0)} ms`)
    expect(after.data.slice(0, 3).map((transaction) => transaction.id)).toEqual([
      meanwhile[1]?.transactionHash,
      meanwhile[0]?.transactionHash,
      before.data[0]?.id,
    ])
    expect(proxy.count('eth_getBlockReceipts')).toBe(2)
  })

  it('answers concurrent history requests from one reading of the new block', async () => {
    const sent = await account.sendTransactionSync({ to: devAddresses[2], value: 3n })
    proxy.reset()
    const pages = await Promise.all(Array.from({ length: 5 }, () => history(account.account.address)))
    for (const page of pages) expect(page.data[0]?.id).toBe(sent.transactionHash)
    // However the five overlap on this machine, the block is read once and each request asks for
    // the head at most once. That calls made during a catch-up share the one after it is
    // chainIndexer.test.ts's to prove: here, how many arrive during a run depends on the machine.
    expect(proxy.count('eth_blockNumber')).toBeLessThanOrEqual(5)
    expect(proxy.count('eth_getBlockReceipts')).toBe(1)
  })

  it('drops the index of a chain that was restarted under it and indexes the new chain from block 0', async () => {
    replacement = await startAnvil({ chainId: 31337 })
    const tokens = await deployLocalTokens(replacement)
    expect(tokens.map((token) => token.address)).toEqual(first().tokens.map((token) => token.address))
    const head = Number(await createPublicClient({ transport: http(replacement.rpcUrl) }).getBlockNumber())
    proxy.target = replacement.rpcUrl
    proxy.reset()

    expect(await history(account.account.address)).toEqual({ data: [], next: null })
    const minted = await history(devAddresses[0])
    // The new chain's own mints to account 0 (GUSD, USDT, PTS, two passes, the spam reward), no more.
    expect(minted.data.map((transaction) => transaction.metadata.operationType)).toEqual(
      Array(6).fill('mint'),
    )
    const onNewChain = createPublicClient({ transport: http(replacement.rpcUrl) })
    for (const transaction of minted.data) {
      await expect(onNewChain.getTransaction({ hash: transaction.id as `0x${string}` })).resolves.toBeTruthy()
    }
    expect(proxy.count('eth_getBlockReceipts')).toBe(head)
    // The service says so in its log (stderr, as an operator reads it).
    await expect.poll(() => cloud?.cli.output.stderr).toContain('indexing it again from block 0')
  })

  it('answers 502 for a chain whose node is down, while the other chain answers', async () => {
    await second().stop()
    for (const path of [
      `/v1/account/${devAddresses[0]}/history?chainId=eip155:1337`,
      `/v1/account/${devAddresses[0]}/balance?currency=usd&chainId=eip155:1337`,
    ]) {
      const { status, body } = await get(path)
      expect(status).toBe(502)
      expect(body).toEqual({
        error: expect.stringMatching(/^The node of chain eip155:1337 is unavailable: /),
      })
    }
    expect((await history(devAddresses[0])).data).toHaveLength(6)
    expect(
      (await get(`/v1/account/${devAddresses[0]}/balance?currency=usd&chainId=eip155:31337`)).status,
    ).toBe(200)
  })
})
