import { startCloudProcess, type CloudProcess } from '@gatehouse/harness/cloud'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, http, stringToHex, verifyMessage, type Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../browser/launchChromium'
import { devAddresses } from '../chain/devAccounts'
import { startLocalChains } from '../chain/localChains'
import type { LocalChain } from '../chain/startAnvil'
import { axeViolations } from '../e2e/axeViolations'
import { e2eWaitMs } from '../e2e/locators'
import { startSampleWallet, type SampleWalletServer } from './startSampleWallet'
import { ensureSampleWalletBuilt } from './testing/buildSampleWallet'
import { startSignClientDapp, waitFor, type SignClientDapp } from './testing/signClientDapp'

const methods = ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain']

describe('the sample wallet page in Chromium', { timeout: 180_000 }, () => {
  let cloud: CloudProcess
  let chains: LocalChain[]
  let server: SampleWalletServer
  let browser: Browser
  let dapp: SignClientDapp
  let context: BrowserContext | undefined
  /** Every URL a page asked for that is not on this machine. */
  const offMachine: string[] = []
  /** Uncaught exceptions in a page. */
  const pageErrors: string[] = []

  beforeAll(async () => {
    ;[cloud, chains, browser] = await Promise.all([
      startCloudProcess(),
      startLocalChains(),
      launchChromium(),
      ensureSampleWalletBuilt(),
    ])
    server = await startSampleWallet({
      relayUrl: cloud.relayUrl,
      projectId: 'gatehouse-e2e',
      chains: chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    })
    dapp = await startSignClientDapp(cloud.relayUrl)
  }, 120_000)

  afterEach(async () => {
    await context?.close()
    context = undefined
  })

  afterAll(async () => {
    await dapp?.close()
    await browser?.close()
    await server?.close()
    await cloud?.close()
    await Promise.all((chains ?? []).map((chain) => chain.stop()))
  })

  /** A fresh wallet (empty storage) on the page, once it reaches the relay. */
  async function openWallet(search = ''): Promise<Page> {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    context.setDefaultTimeout(e2eWaitMs)
    const page = await context.newPage()
    page.on('request', (request) => {
      if (!/^(https?|wss?):\/\/127\.0\.0\.1[:/]|^data:/.test(request.url())) offMachine.push(request.url())
    })
    page.on('pageerror', (error) => pageErrors.push(error.message))
    await page.goto(server.url + search)
    return page
  }

  async function connect(page: Page) {
    const { uri, approval } = await dapp.connect([31337, 1337], methods)
    await page.getByLabel('Pairing URI').waitFor()
    await page.getByLabel('Pairing URI').fill(uri)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    await page.getByRole('article', { name: 'Test dapp' }).getByRole('button', { name: 'Approve' }).click()
    return settled(approval(), 'the session', page)
  }

  /** Fails after e2eWaitMs instead of at the test's timeout, naming what did not arrive and what the wallet did. */
  function settled<T>(promise: Promise<T>, what: string, page: Page): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(async () => {
        const activity = await page
          .locator('.activity')
          .innerText()
          .catch(() => '(page closed)')
        reject(new Error(`${what} did not arrive. The wallet's activity log:\n${activity}`))
      }, e2eWaitMs)
    })
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
  }

  it('pairs from a pasted URI and approves the session, personal_sign and a transaction through its buttons', async () => {
    const started = performance.now()
    const page = await openWallet()
    await page.getByLabel('Pairing URI').waitFor()
    const opened = performance.now()
    const session = await connect(page)
    expect(session.namespaces.eip155?.accounts[0]).toBe(`eip155:31337:${devAddresses[0]}`)

    const text = 'Sign in to Gatehouse from the sample wallet'
    const signature = dapp.request<Hex>(session.topic, 31337, 'personal_sign', [
      stringToHex(text),
      devAddresses[0],
    ])
    const signCard = page.getByRole('article', { name: 'Sign a message' })
    // The card shows the decoded text, not the hex the dapp sent.
    await signCard.getByText(text).waitFor()
    await signCard.getByRole('button', { name: 'Approve' }).click()
    expect(await verifyMessage({ address: devAddresses[0], message: text, signature: await signature })).toBe(
      true,
    )

    const hash = dapp.request<Hex>(session.topic, 31337, 'eth_sendTransaction', [
      { from: devAddresses[0], to: devAddresses[2], value: '0x2386f26fc10000' },
    ])
    const sendCard = page.getByRole('article', { name: 'Send a transaction' })
    await sendCard.getByText('0.01 ETH').waitFor()
    await sendCard.getByRole('button', { name: 'Approve' }).click()
    const node = createPublicClient({ transport: http(chains[0]?.rpcUrl) })
    const receipt = await node.waitForTransactionReceipt({ hash: await hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    const done = performance.now()
    console.log(
      `Browser: page open ${Math.round(opened - started)} ms, then pair → session → personal_sign → ` +
        `eth_sendTransaction → receipt ${Math.round(done - opened)} ms (clicks included)`,
    )

    await page.getByText(`Sent transaction ${receipt.transactionHash}`, { exact: false }).waitFor()
    expect(offMachine).toEqual([])
    expect(pageErrors).toEqual([])
  })

  it('has no axe violations, idle or with a request waiting (light and dark)', async () => {
    const page = await openWallet()
    await page.getByLabel('Pairing URI').waitFor()
    expect(await axeViolations(page)).toEqual([])

    const session = await connect(page)
    // Caught now, checked below: the rejection may arrive before the expectation is attached.
    const pending = dapp
      .request<Hex>(session.topic, 31337, 'eth_sendTransaction', [
        { from: devAddresses[0], to: devAddresses[1], value: '0x2386f26fc10000' },
      ])
      .catch((error: unknown) => error)
    const card = page.getByRole('article', { name: 'Send a transaction' })
    await card.getByText('0.01 ETH').waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.emulateMedia({ colorScheme: 'dark' })
    expect(await axeViolations(page)).toEqual([])

    await card.getByRole('button', { name: 'Reject' }).click()
    expect(await pending).toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  it('shows a sign-in request in words (kept across a reload), declines one, and signs in and connects through Approve', async () => {
    const page = await openWallet()
    const paste = async (uri: string) => {
      await page.getByLabel('Pairing URI').fill(uri)
      await page.getByRole('button', { name: 'Connect', exact: true }).click()
    }
    await page.getByLabel('Pairing URI').waitFor()

    const declined = await dapp.authenticate([31337], { methods, nonce: 'declinedInPage1' })
    await paste(declined.uri)
    await page.getByRole('article', { name: 'Test dapp' }).getByRole('button', { name: 'Reject' }).click()
    await expect(settled(declined.response(), 'the declined sign-in', page)).rejects.toBe('User rejected.')

    const { uri, response } = await dapp.authenticate([31337, 1337, 10], {
      methods,
      nonce: 'signinInPage01',
      statement: 'Sign in to the test dapp',
    })
    await paste(uri)
    const card = page.getByRole('article', { name: 'Test dapp' })
    await card.getByText('Sign in to the test dapp').waitFor()
    // The request is kept across a reload of the wallet page, like a connection request.
    await page.reload()
    await card.getByText('Sign in to the test dapp').waitFor()
    await card.getByText('127.0.0.1:5173', { exact: true }).waitFor()
    await card.getByText('Chain 10, not in this wallet', { exact: false }).waitFor()
    await card.getByText(devAddresses[0], { exact: true }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await card.getByRole('button', { name: 'Approve' }).click()

    const { auths, session } = await settled(response(), 'the sign-in', page)
    expect(auths).toHaveLength(2)
    for (const cacao of auths ?? []) {
      const message = dapp.client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })
      expect(await verifyMessage({ address: devAddresses[0], message, signature: cacao.s.s as Hex })).toBe(
        true,
      )
    }
    expect(session?.namespaces.eip155?.accounts[0]).toBe(`eip155:31337:${devAddresses[0]}`)
    await page.getByText('Signed in to Test dapp on chain 31337 and 1337 and connected.').waitFor()
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await waitFor(() => dapp.seen.deleted.includes(session?.topic ?? ''), 'session_delete at the dapp')
    expect(pageErrors).toEqual([])
  })

  it('pairs at once from ?uri= and explains a malformed URI', async () => {
    const { uri, approval } = await dapp.connect([31337], methods)
    const page = await openWallet(`/?uri=${encodeURIComponent(uri)}`)
    await page.getByRole('article', { name: 'Test dapp' }).getByRole('button', { name: 'Approve' }).click()
    await settled(approval(), 'the session', page)
    expect(new URL(page.url()).searchParams.has('uri')).toBe(false)

    await page.getByLabel('Pairing URI').fill('wc:not-a-real-uri')
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    expect(await page.getByRole('alert').textContent()).toMatch(/not a WalletConnect pairing URI/)
  })

  it('switches chain and disconnects from the wallet side', async () => {
    const page = await openWallet()
    const session = await connect(page)
    const eventsBefore = dapp.seen.events.length
    await page.getByRole('button', { name: 'Switch to chain 1337' }).click()
    await waitFor(() => dapp.seen.events.length > eventsBefore, 'chainChanged at the dapp')
    expect(dapp.seen.events.at(-1)?.params).toMatchObject({
      chainId: 'eip155:1337',
      event: { name: 'chainChanged' },
    })

    await page.getByRole('button', { name: 'Disconnect' }).click()
    await waitFor(() => dapp.seen.deleted.includes(session.topic), 'session_delete at the dapp')
    await page.getByText('No connected sites yet.', { exact: false }).waitFor()
  })
})
