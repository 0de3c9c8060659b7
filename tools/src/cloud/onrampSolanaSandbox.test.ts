import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCloudProcess, type CloudProcess } from '@gatehouse/harness/cloud'
import type { HistoryTransaction } from './cloudAnswers'
import type { OnrampOptions, OnrampQuote } from '@gatehouse/common'
import { onrampTreasurySolanaAddress, onrampTreasurySolanaSeed } from '../chain/devAccounts'
import type { LocalSolanaChain, LocalSolanaToken } from '../solana/LocalSolanaChain'
import { startLocalSolanaChain } from '../solana/startLocalSolanaChain'
import { cloudSolanaChainsOf } from './cloudSolanaChains'

let chain: LocalSolanaChain
let cloud: CloudProcess
beforeAll(async () => {
  chain = await startLocalSolanaChain()
  cloud = await startCloudProcess({
    config: { solanaChains: cloudSolanaChainsOf(chain) },
    onrampSolanaTreasuryKey: onrampTreasurySolanaSeed,
  })
})
afterAll(async () => {
  await cloud?.close()
  await chain?.stop()
})

const network = 'solana-localnet'
const rpc = () => createSolanaRpc(chain.rpcUrl)
const buyer = async () => (await generateKeyPairSigner()).address
const gusd = (): LocalSolanaToken => {
  const token = chain.tokens.find((candidate) => candidate.symbol === 'GUSD')
  if (!token) throw new Error('no local GUSD mint')
  return token
}

async function postJson<T>(path: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${cloud.url}${path}`, { method: 'POST', body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as T }
}

const orderRequest = (walletAddress: string, asset: string, blockchain = network) => ({
  destinationWallets: [{ address: walletAddress, blockchains: [blockchain], assets: [asset] }],
  defaultNetwork: blockchain,
  partnerUserId: 'p',
  defaultExperience: 'buy',
  presetFiatAmount: 30,
})

async function orderUrl(walletAddress: string, asset: string): Promise<string> {
  const { status, body } = await postJson<{ url: string }>(
    '/v1/generators/onrampurl?projectId=p',
    orderRequest(walletAddress, asset),
  )
  expect(status).toBe(200)
  return body.url
}

const pay = (url: string) => fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' })

/** Base units of a mint an owner holds, read from the chain (its token accounts summed). */
async function tokenBalance(owner: string, mint: string): Promise<bigint> {
  const { value } = await rpc()
    .getTokenAccountsByOwner(address(owner), { mint: address(mint) }, { encoding: 'jsonParsed' })
    .send()
  return value.reduce(
    (sum, entry) =>
      sum +
      BigInt(
        (entry.account.data as { parsed: { info: { tokenAmount: { amount: string } } } }).parsed.info
          .tokenAmount.amount,
      ),
    0n,
  )
}

/** The quoted tokens of a checkout page, in base units of `decimals`. */
function quotedUnits(html: string, symbol: string, decimals: number): bigint {
  const shown = html.match(new RegExp(`id="checkout-tokens">([\\d.]+) ${symbol}`))?.[1] ?? ''
  const [whole = '0', fraction = ''] = shown.split('.')
  return BigInt(whole + fraction.padEnd(decimals, '0'))
}

async function historyOf(owner: string, onramp?: string): Promise<{ data: HistoryTransaction[] }> {
  const filter = onramp ? `&onramp=${onramp}` : ''
  const response = await fetch(
    `${cloud.url}/v1/account/${owner}/history?chainId=${chain.caipNetworkId}&projectId=p${filter}`,
  )
  expect(response.status).toBe(200)
  return (await response.json()) as { data: HistoryTransaction[] }
}

/** The signature a paid checkout page names. */
const paidSignature = (html: string) =>
  html.match(/transaction <code>([1-9A-HJ-NP-Za-km-z]{64,88})<\/code>/)?.[1]

describe('the on-ramp sandbox on the local Solana chain', () => {
  it('offers SOL and the priced SPL token on the Solana network, by its cluster reference and mint', async () => {
    const response = await fetch(`${cloud.url}/v1/onramp/options?projectId=p`)
    expect(response.status).toBe(200)
    const options = (await response.json()) as OnrampOptions
    const byId = Object.fromEntries(options.purchaseCurrencies.map((currency) => [currency.id, currency]))
    // GPT has no price in the price file: it could not be quoted, so it is not offered.
    expect(Object.keys(byId).sort()).toEqual(['GUSD', 'SOL'])
    expect(byId.GUSD?.networks).toEqual([
      {
        name: network,
        display_name: 'Solana Localnet',
        chain_id: chain.caipNetworkId.slice('solana:'.length),
        contract_address: gusd().mint,
      },
    ])
    expect(byId.SOL?.networks[0]).toMatchObject({ name: network, contract_address: '' })
  })

  it('quotes SOL at the service’s price', async () => {
    const { status, body } = await postJson<OnrampQuote>('/v1/onramp/quote', {
      purchaseCurrency: 'SOL',
      paymentCurrency: 'USD',
      amount: '100',
      network,
    })
    expect(status).toBe(200)
    const subtotal = Number(body.paymentSubtotal.amount)
    // 150 USD per SOL in the local price file.
    expect(Number(body.purchaseAmount.amount)).toBeCloseTo(subtotal / 150, 5)
    expect(body.purchaseAmount.currency).toBe('SOL')
  })

  it('pays a GUSD order with a confirmed transferChecked: the tokens arrive at the buyer’s address', async () => {
    const owner = await buyer()
    const treasuryBefore = await tokenBalance(onrampTreasurySolanaAddress, gusd().mint)
    const url = await orderUrl(owner, 'GUSD')
    const html = await (await fetch(url)).text()
    // A Solana address is shown as it is: base58 is case-sensitive.
    expect(html).toContain(owner)
    expect(html).toContain('Solana Localnet')
    const bought = quotedUnits(html, 'GUSD', 6)
    expect(bought).toBeGreaterThan(0n)

    expect((await pay(url)).status).toBe(303)
    const paid = await (await fetch(url)).text()
    expect(paid).toContain('Paid.')
    const signature = paidSignature(paid)
    expect(signature).toBeDefined()
    const { value } = await rpc()
      .getSignatureStatuses([signature as never])
      .send()
    expect(value[0]).toMatchObject({ err: null })
    expect(['confirmed', 'finalized']).toContain(value[0]?.confirmationStatus)
    expect(await tokenBalance(owner, gusd().mint)).toBe(bought)
    expect(await tokenBalance(onrampTreasurySolanaAddress, gusd().mint)).toBe(treasuryBefore - bought)

    // A second Pay (a reload, a double click) pays nothing more.
    await pay(url)
    expect(await tokenBalance(owner, gusd().mint)).toBe(bought)

    // The buyer's Solana history marks the purchase, and the provider filter finds it.
    const [purchase] = (await historyOf(owner)).data
    expect(purchase?.metadata).toMatchObject({ operationType: 'buy', onramp: 'coinbase', hash: signature })
    expect(purchase?.transfers[0]).toMatchObject({ direction: 'in', fungible_info: { symbol: 'GUSD' } })
    expect((await historyOf(owner, 'coinbase')).data.map((entry) => entry.metadata.hash)).toEqual([signature])
    expect((await historyOf(owner, 'meld')).data).toEqual([])
  })

  it('pays a SOL order with a System transfer to a new address', async () => {
    const owner = await buyer()
    const url = await orderUrl(owner, 'SOL')
    const bought = quotedUnits(await (await fetch(url)).text(), 'SOL', 9)
    await pay(url)
    expect(await (await fetch(url)).text()).toContain('Paid.')
    expect((await rpc().getBalance(address(owner)).send()).value).toBe(bought)
  })

  it('serves the second provider’s SOL checkout for a Solana address and pays it', async () => {
    const owner = await buyer()
    const query = new URLSearchParams({
      publicKey: 'sandbox-public-key',
      destinationCurrencyCode: 'SOL',
      walletAddress: owner,
      externalCustomerId: 'p',
      sourceAmount: '20',
    })
    const started = await fetch(`${cloud.url}/onramp/sandbox/meld?${query}`, { redirect: 'manual' })
    expect(started.status).toBe(303)
    const url = new URL(started.headers.get('location') ?? '', cloud.url).toString()
    await pay(url)
    expect((await rpc().getBalance(address(owner)).send()).value).toBeGreaterThan(0n)
  })

  it('refuses an address of another chain or none with a 400 that says why, and makes no order', async () => {
    const evm = await postJson<{ error: string }>(
      '/v1/generators/onrampurl?projectId=p',
      orderRequest('0x14dC79964da2C08b23698B3D3cc7Ca32193d9955', 'GUSD'),
    )
    expect(evm).toEqual({
      status: 400,
      body: {
        error:
          'destinationWallets.address must be a Solana address (32 to 44 base58 characters) to receive GUSD on Solana Localnet',
      },
    })
    for (const bad of ['0OIl-not-base58-0OIl-not-base58-0OIl', '', 'x'.repeat(200)]) {
      const answer = await postJson<{ error: string }>(
        '/v1/generators/onrampurl?projectId=p',
        orderRequest(bad, 'GUSD'),
      )
      expect(answer.status).toBe(400)
      expect(answer.body.error).toMatch(/destinationWallets\.address/)
    }
    const otherChain = await postJson<{ error: string }>(
      '/v1/generators/onrampurl?projectId=p',
      orderRequest(await buyer(), 'GUSD', 'localhost'),
    )
    expect(otherChain.status).toBe(400)
    expect(otherChain.body.error).toContain('The sandbox sells no GUSD on localhost')
    const meld = await fetch(
      `${cloud.url}/onramp/sandbox/meld?${new URLSearchParams({
        publicKey: 'k',
        destinationCurrencyCode: 'SOL',
        walletAddress: 'not an address',
        externalCustomerId: 'p',
      })}`,
    )
    expect(meld.status).toBe(400)
  })
})

describe('the on-ramp sandbox on the local Solana chain without a treasury that can pay', () => {
  /** Starts another apps/cloud on the same chain with `key` as its Solana treasury (none without one). */
  async function cloudWith(key: string | undefined): Promise<CloudProcess> {
    return startCloudProcess({
      config: { solanaChains: cloudSolanaChainsOf(chain) },
      ...(key ? { onrampSolanaTreasuryKey: key } : {}),
    })
  }

  async function orderAt(other: CloudProcess, owner: string): Promise<string> {
    const response = await fetch(`${other.url}/v1/generators/onrampurl?projectId=p`, {
      method: 'POST',
      body: JSON.stringify(orderRequest(owner, 'GUSD')),
    })
    return ((await response.json()) as { url: string }).url
  }

  it('leaves the order open and says why when the transfer is refused (an empty treasury), paying nothing', async () => {
    // A key of its own that the chain never funded: the preflight refuses its transfer.
    const unfunded = await cloudWith('ab'.repeat(32))
    try {
      const owner = await buyer()
      const url = await orderAt(unfunded, owner)
      const answer = await pay(url)
      expect(answer.status).toBe(502)
      expect(await answer.text()).toContain(
        'The sandbox transfer of GUSD was refused by the local Solana chain',
      )
      const page = await (await fetch(url)).text()
      expect(page).not.toContain('Paid.')
      expect(page).toContain('Pay 30.00 USD')
      expect(await tokenBalance(owner, gusd().mint)).toBe(0n)
    } finally {
      await unfunded.close()
    }
  })

  it('answers Pay with 404 ONRAMP_SANDBOX_NOT_CONFIGURED without a Solana treasury key', async () => {
    const keyless = await cloudWith(undefined)
    try {
      const url = await orderAt(keyless, await buyer())
      const answer = await pay(url)
      expect(answer.status).toBe(404)
      expect(await answer.text()).toContain('GATEHOUSE_ONRAMP_SOLANA_TREASURY_KEY')
    } finally {
      await keyless.close()
    }
  })
})
