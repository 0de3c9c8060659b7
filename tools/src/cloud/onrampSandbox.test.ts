import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { formatUnits, parseUnits } from 'viem'
import { onrampFeeRange, type OnrampOptions, type OnrampQuote } from '@gatehouse/common'
import { onrampTreasuryPrivateKey } from '../chain/devAccounts'
import { readBalance } from '../chain/readBalances'
import { startCloudWithLocalChains, type CloudWithLocalChains } from './cloudWithLocalChains'
import type { HistoryPage } from './cloudAnswers'

let stack: CloudWithLocalChains
beforeAll(async () => {
  stack = await startCloudWithLocalChains({ onrampTreasuryKey: onrampTreasuryPrivateKey })
})
afterAll(() => stack?.stop())

const rpcUrl = () => stack.chains[0]?.rpcUrl ?? ''
const visitor = () => privateKeyToAccount(generatePrivateKey()).address

async function postJson<T>(path: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${stack.cloud.url}${path}`, { method: 'POST', body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as T }
}

async function orderUrl(address: string, asset = 'GUSD', presetFiatAmount = 50): Promise<string> {
  const { status, body } = await postJson<{ url: string }>('/v1/generators/onrampurl?projectId=p', {
    destinationWallets: [{ address, blockchains: ['localhost'], assets: [asset] }],
    defaultNetwork: 'localhost',
    partnerUserId: 'p',
    defaultExperience: 'buy',
    presetFiatAmount,
  })
  expect(status).toBe(200)
  return body.url
}

const pay = (url: string) => fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' })

async function history(address: string, onramp?: string): Promise<HistoryPage> {
  const filter = onramp ? `&onramp=${onramp}` : ''
  const { body } = await stack.getJson<HistoryPage>(
    `/v1/account/${address}/history?chainId=eip155:31337${filter}`,
  )
  return body
}

describe('the on-ramp sandbox', () => {
  it('offers the local chains’ tokens and fiat currencies with card and bank limits', async () => {
    const { status, body } = await stack.getJson<OnrampOptions>('/v1/onramp/options?projectId=p')
    expect(status).toBe(200)
    expect(body.purchaseCurrencies.map((currency) => currency.id)).toEqual(['GUSD', 'USDT', 'ETH'])
    const gusd = body.purchaseCurrencies[0]
    expect(gusd?.networks.map((network) => [network.name, network.chain_id])).toEqual([
      ['localhost', '31337'],
      ['local-devnet', '1337'],
    ])
    expect(gusd?.networks[0]?.contract_address).toBe(stack.token('GUSD').address)
    expect(body.paymentCurrencies.map((currency) => currency.id)).toContain('USD')
    expect(body.paymentCurrencies[0]?.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
  })

  it('quotes a fee in the providers’ range, a network fee and the tokens bought', async () => {
    const { status, body } = await postJson<OnrampQuote>('/v1/onramp/quote', {
      purchaseCurrency: 'GUSD',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'localhost',
    })
    expect(status).toBe(200)
    const fee = Number(body.coinbaseFee.amount)
    expect(fee).toBeGreaterThanOrEqual(onrampFeeRange.min)
    expect(fee).toBeLessThanOrEqual(onrampFeeRange.max)
    expect(body.paymentTotal).toEqual({ amount: '100.00', currency: 'USD' })
    const subtotal = 100 - fee - Number(body.networkFee.amount)
    expect(Number(body.paymentSubtotal.amount)).toBeCloseTo(subtotal, 2)
    expect(body.purchaseAmount).toEqual({ amount: subtotal.toFixed(6), currency: 'GUSD' })
  })

  it('refuses a quote outside the limits or for a token it does not sell', async () => {
    const low = await postJson<{ error: string }>('/v1/onramp/quote', {
      purchaseCurrency: 'GUSD',
      paymentCurrency: 'USD',
      amount: '5',
      network: 'localhost',
    })
    expect(low).toEqual({
      status: 400,
      body: { error: expect.stringContaining('amount must be from 10 to 7500') },
    })
    const unknown = await postJson<{ error: string }>('/v1/onramp/quote', {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '50',
      network: 'ethereum',
    })
    expect(unknown.status).toBe(400)
  })

  it('pays an order: the tokens arrive on the chain and the history marks the purchase', async () => {
    const address = visitor()
    const url = await orderUrl(address)
    expect(url).toMatch(/\/onramp\/sandbox\/checkout\/[0-9a-f-]{36}$/)
    const page = await fetch(url)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).toContain('50.00 USD')
    expect(html).toContain(address.toLowerCase())
    expect(html).not.toContain('<script')

    const answered = await pay(url)
    expect(answered.status).toBe(303)
    const balance = await readBalance(rpcUrl(), address, stack.token('GUSD').address)
    const quoted = html.match(/id="checkout-tokens">([\d.]+) GUSD/)?.[1] ?? ''
    expect(formatUnits(balance, 6)).toBe(String(Number(quoted)))
    expect(balance).toBe(parseUnits(quoted, 6))
    expect(await (await fetch(url)).text()).toContain('Paid.')

    // A second Pay (a reload, a double click) pays nothing more.
    await pay(url)
    expect(await readBalance(rpcUrl(), address, stack.token('GUSD').address)).toBe(balance)

    const [purchase] = (await history(address)).data
    expect(purchase?.metadata).toMatchObject({ operationType: 'buy', onramp: 'coinbase' })
    expect(purchase?.transfers[0]).toMatchObject({ direction: 'in', fungible_info: { symbol: 'GUSD' } })
    expect((await history(address, 'coinbase')).data).toHaveLength(1)
    expect((await history(address, 'meld')).data).toHaveLength(0)
  })

  it('serves the second provider’s checkout from its query and pays it', async () => {
    const address = visitor()
    const query = new URLSearchParams({
      publicKey: 'sandbox-public-key',
      destinationCurrencyCode: 'USDC',
      walletAddress: address,
      externalCustomerId: 'p',
      sourceAmount: '20',
    })
    const started = await fetch(`${stack.cloud.url}/onramp/sandbox/meld?${query}`, { redirect: 'manual' })
    expect(started.status).toBe(303)
    const url = new URL(started.headers.get('location') ?? '', stack.cloud.url).toString()
    expect(await (await fetch(url)).text()).toContain('Second provider (sandbox)')
    await pay(url)
    expect(await readBalance(rpcUrl(), address, stack.token('GUSD').address)).toBeGreaterThan(0n)
    expect((await history(address, 'meld')).data[0]?.metadata.operationType).toBe('buy')

    query.delete('walletAddress')
    expect((await fetch(`${stack.cloud.url}/onramp/sandbox/meld?${query}`)).status).toBe(400)
  })

  it('sells the native currency too', async () => {
    const address = visitor()
    await pay(await orderUrl(address, 'ETH', 30))
    expect(await readBalance(rpcUrl(), address)).toBeGreaterThan(0n)
  })
})
