import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { bitcoinDevAddresses, bitcoinNetworkFormat } from '@gatehouse/harness/wallet/node'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../browser/launchChromium'
import { injectBitcoinSatsConnectWallet } from './injectBitcoinSatsConnectWallet'
import { injectBitcoinWalletStandardWallet } from './injectBitcoinWalletStandardWallet'

/**
 * Both injected Bitcoin wallets in Chromium on a blank local page, through the page APIs a dapp
 * uses (Wallet Standard's register handshake, sats-connect's `window.btc_providers`). Signing needs
 * no chain, so none runs here; BitcoinTestWallet.test.ts pays on the local chain.
 */

// Nothing listens there: these tests never reach the chain.
const restUrl = 'http://127.0.0.1:9/api'
let browser: Browser
let server: Server
let origin = ''
let context: BrowserContext | undefined

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end('<!doctype html><title>blank</title>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await launchChromium()
})
afterEach(async () => {
  await context?.close()
  context = undefined
})
afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
})

/** The page-side shapes the tests use (Wallet Standard's Bitcoin features, a sats-connect provider). */
interface PageAccount {
  address: string
  purpose: string
  publicKey: Uint8Array
  chains: string[]
}
interface PageWallet {
  accounts: PageAccount[]
  features: {
    'bitcoin:connect': { connect(input: { purposes: string[] }): Promise<{ accounts: PageAccount[] }> }
    'bitcoin:signMessage': {
      signMessage(
        ...inputs: { account: PageAccount; message: Uint8Array }[]
      ): Promise<{ signature: Uint8Array }[]>
    }
    'bitcoin:signTransaction': {
      signTransaction(
        ...inputs: {
          psbt: Uint8Array
          inputsToSign: { account: PageAccount; signingIndexes: number[] }[]
          chain: string
        }[]
      ): Promise<{ signedPsbt: Uint8Array }[]>
    }
    'standard:events': {
      on(event: 'change', listener: (change: { accounts: PageAccount[] }) => void): () => void
    }
  }
}
interface SatsReply {
  jsonrpc: string
  result?: {
    addresses?: { address: string }[]
    signature?: string
    protocol?: string
    bitcoin?: { name: string }
  }
  error?: { code: number }
}
interface SatsProvider {
  request(method: string, params: unknown): Promise<SatsReply>
  addListener(event: string, listener: (event: unknown) => void): () => void
}
type PageScope = { wallet: PageWallet; changes: number[]; provider: SatsProvider; networks: unknown[] }

/** A PSBT spending one made-up coin of `script` to another development address, base64. */
function psbtFrom(script: Uint8Array): string {
  const tx = new Transaction()
  tx.addInput({ txid: '11'.repeat(32), index: 0, witnessUtxo: { script, amount: 50_000n } })
  tx.addOutputAddress(bitcoinDevAddresses[2], 40_000n, bitcoinNetworkFormat('regtest'))
  return Buffer.from(tx.toPSBT()).toString('base64')
}

/** Finds the Wallet Standard wallet named `name` the way an app does (app-ready, then register events). */
const standardWallet = (page: Page, name: string) =>
  page.evaluate(async (name) => {
    const found = await new Promise<Record<string, unknown>>((resolve) => {
      const register = (...wallets: Record<string, unknown>[]) => {
        const wallet = wallets.find((candidate) => candidate['name'] === name)
        if (wallet) resolve(wallet)
        return () => undefined
      }
      window.addEventListener('wallet-standard:register-wallet', (event) =>
        (event as CustomEvent<(api: unknown) => void>).detail({ register }),
      )
      window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: { register } }))
    })
    ;(window as unknown as { wallet: unknown }).wallet = found
    const features = found['features'] as Record<string, unknown>
    return {
      chains: found['chains'] as string[],
      features: Object.keys(features),
      accounts: (found['accounts'] as { address: string; purpose: string }[]).map((a) => [
        a.address,
        a.purpose,
      ]),
    }
  }, name)

describe('the injected Bitcoin wallets in Chromium', { timeout: 120_000 }, () => {
  it('Wallet Standard: connects, signs a message and a PSBT, declines, and keeps the connection across a reload', async () => {
    context = await browser.newContext()
    const injected = await injectBitcoinWalletStandardWallet(context, { restUrl })
    const { wallet } = injected
    const page = await context.newPage()
    await page.goto(origin)
    const found = await standardWallet(page, 'Gatehouse Bitcoin Test Wallet')
    expect(found.chains).toEqual(['bitcoin:regtest', 'bitcoin:testnet', 'bitcoin:mainnet'])
    expect(found.features).toEqual(
      expect.arrayContaining([
        'bitcoin:connect',
        'bitcoin:signMessage',
        'bitcoin:signTransaction',
        'standard:events',
      ]),
    )
    expect(found.accounts).toEqual([])

    const connected = await page.evaluate(async () => {
      const wallet = (window as unknown as PageScope).wallet
      const changes: number[] = []
      wallet.features['standard:events'].on('change', (change: { accounts: unknown[] }) =>
        changes.push(change.accounts.length),
      )
      ;(window as unknown as PageScope).changes = changes
      const { accounts } = await wallet.features['bitcoin:connect'].connect({
        purposes: ['payment', 'ordinals'],
      })
      const payment = accounts[0] as PageAccount
      const [signed] = await wallet.features['bitcoin:signMessage'].signMessage({
        account: payment,
        message: new TextEncoder().encode('Hello from the page'),
      })
      return {
        accounts: accounts.map((a) => [a.address, a.purpose, a.publicKey.length, a.chains]),
        signature: btoa(String.fromCharCode(...(signed?.signature ?? []))),
      }
    })
    expect(connected.accounts).toEqual([
      [wallet.payment.address, 'payment', 33, ['bitcoin:regtest']],
      [wallet.ordinals.address, 'ordinal', 32, ['bitcoin:regtest']],
    ])
    expect(Verifier.verifySignature(wallet.payment.address, 'Hello from the page', connected.signature)).toBe(
      true,
    )

    const signedPsbt = await page.evaluate(async (psbt) => {
      const wallet = (window as unknown as PageScope).wallet
      const account = wallet.accounts[0] as PageAccount
      const [answer] = await wallet.features['bitcoin:signTransaction'].signTransaction({
        psbt: Uint8Array.from(atob(psbt), (c) => c.charCodeAt(0)),
        inputsToSign: [{ account, signingIndexes: [0] }],
        chain: 'bitcoin:regtest',
      })
      return btoa(String.fromCharCode(...(answer?.signedPsbt ?? [])))
    }, psbtFrom(wallet.payment.script))
    expect(Transaction.fromPSBT(Buffer.from(signedPsbt, 'base64')).getInput(0).partialSig).toHaveLength(1)

    wallet.declineNextRequest()
    const declined = await page.evaluate(async () => {
      const wallet = (window as unknown as PageScope).wallet
      const account = wallet.accounts[0] as PageAccount
      return wallet.features['bitcoin:signMessage']
        .signMessage({ account, message: new Uint8Array([1]) })
        .catch((error: { code: number }) => error.code)
    })
    expect(declined).toBe(4001)

    await page.reload()
    expect((await standardWallet(page, 'Gatehouse Bitcoin Test Wallet')).accounts).toEqual([
      [wallet.payment.address, 'payment'],
      [wallet.ordinals.address, 'ordinal'],
    ])
    await page.evaluate(() => {
      const wallet = (window as unknown as PageScope).wallet
      const changes: number[] = []
      wallet.features['standard:events'].on('change', (change: { accounts: unknown[] }) =>
        changes.push(change.accounts.length),
      )
      ;(window as unknown as PageScope).changes = changes
    })
    await injected.emitAccounts(false)
    expect(await page.evaluate(() => (window as unknown as PageScope).changes)).toEqual([0])
  })

  it('sats-connect: a provider on btc_providers that connects, signs, declines with -32000 and reports a network change', async () => {
    context = await browser.newContext()
    const injected = await injectBitcoinSatsConnectWallet(context, { restUrl, keyIndex: 1 })
    const { wallet } = injected
    const page = await context.newPage()
    await page.goto(origin)
    const answers = await page.evaluate(async () => {
      const scope = window as unknown as PageScope & { btc_providers: { id: string; name: string }[] }
      const [descriptor] = scope.btc_providers
      const provider = (descriptor?.id ?? '')
        .split('.')
        .reduce<unknown>(
          (holder, key) => (holder as Record<string, unknown> | undefined)?.[key],
          window,
        ) as SatsProvider
      scope.provider = provider
      scope.networks = []
      provider.addListener('networkChange', (event) => scope.networks.push(event))
      const addresses = await provider.request('getAddresses', { purposes: ['payment', 'ordinals'] })
      const payment = addresses.result?.addresses?.[0]?.address
      const signed = await provider.request('signMessage', {
        address: payment,
        message: 'Hi',
        protocol: 'BIP322',
      })
      return { descriptor, addresses, signed }
    })
    expect(answers.descriptor).toMatchObject({
      id: 'GatehouseTestProviders.BitcoinProvider',
      name: 'Gatehouse Sats Test Wallet',
    })
    expect(answers.addresses).toMatchObject({
      jsonrpc: '2.0',
      result: {
        addresses: [
          { address: bitcoinDevAddresses[1], purpose: 'payment', addressType: 'p2wpkh' },
          { address: wallet.ordinals.address, purpose: 'ordinals', addressType: 'p2tr' },
        ],
        network: { bitcoin: { name: 'Regtest' } },
      },
    })
    expect(answers.signed.result?.protocol).toBe('BIP322')
    expect(
      Verifier.verifySignature(bitcoinDevAddresses[1], 'Hi', answers.signed.result?.signature ?? ''),
    ).toBe(true)

    wallet.declineNextRequest()
    const declined = await page.evaluate(() =>
      (window as unknown as PageScope).provider.request('sendTransfer', {
        recipients: [{ address: 'bcrt1qmrangnflnqq5wz0872vypxj5ts60lz8u3vtmg9', amount: 10_000 }],
      }),
    )
    expect(declined).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 } })

    await injected.switchNetwork('testnet')
    const after = await page.evaluate(async () => {
      const scope = window as unknown as PageScope
      return { events: scope.networks, network: await scope.provider.request('wallet_getNetwork', null) }
    })
    expect(after.events).toEqual([
      expect.objectContaining({ type: 'networkChange', bitcoin: { name: 'Testnet' } }),
    ])
    expect(after.network.result?.bitcoin?.name).toBe('Testnet')
  })
})
