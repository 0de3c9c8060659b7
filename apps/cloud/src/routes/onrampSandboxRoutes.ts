import * as v from 'valibot'
import { HttpError, type HttpResponse } from '../http/HttpResponse'
import type { Route } from '../http/Route'
import {
  checkoutPage,
  checkoutPath,
  checkoutStylesheet,
  checkoutStylesheetPath,
  htmlResponse,
  problemPage,
} from '../onramp/checkoutPage'
import {
  sandboxChainIds,
  sandboxDestinationOf,
  sandboxTokens,
  type SandboxChains,
} from '../onramp/onrampCatalogue'
import type { OnrampOrder, OnrampOrderStore } from '../onramp/onrampOrderStore'
import { quoteSandboxPurchase } from '../onramp/onrampQuote'
import type { SandboxTreasury } from '../onramp/sandboxTreasury'
import { log } from '../logging/log'
import { describeIssues } from '../validation/describeIssues'
import { projectIdParam } from './queryParams'
import { defaultSandboxFiatAmount } from './onrampRoutes'

/** The second provider's checkout URL on the sandbox (query of docs/reference/endpoints.md#second-provider). */
export const secondProviderPath = '/onramp/sandbox/meld'

const secondProviderQuery = v.object(
  {
    publicKey: v.pipe(
      v.string('publicKey is required'),
      v.minLength(1, 'publicKey is required'),
      v.maxLength(256),
    ),
    destinationCurrencyCode: v.pipe(
      v.string('destinationCurrencyCode is required'),
      v.regex(/^[A-Z0-9]{2,12}$/, 'destinationCurrencyCode must be a currency code such as USDC'),
    ),
    // Checked against the chain of the token bought (EVM or Solana) once that is known.
    walletAddress: v.pipe(
      v.string('walletAddress is required'),
      v.minLength(1, 'walletAddress is required'),
      v.maxLength(64, 'walletAddress must be at most 64 characters'),
    ),
    externalCustomerId: projectIdParam,
    sourceAmount: v.optional(
      v.pipe(v.string(), v.regex(/^\d{1,9}(\.\d{1,2})?$/, 'sourceAmount must be an amount such as 100')),
    ),
    network: v.optional(
      v.pipe(
        v.string(),
        v.regex(
          /^(\d{1,16}|[1-9A-HJ-NP-Za-km-z]{32})$/,
          'network must be a chain id such as 31337 or a Solana cluster’s genesis prefix',
        ),
      ),
    ),
  },
  'the query',
)

// The sandbox's stand-in for USDC, which the local chains do not have: their own dollar token.
const localDollarToken = 'GUSD'

const redirect = (location: string): HttpResponse => ({
  status: 303,
  headers: { Location: location, 'Cache-Control': 'no-store' },
})

/**
 * The sandbox's pages: the checkout of an order (shows it, Pay button), paying it (the treasury
 * sends the tokens on the local chain), the second provider's checkout URL, and the page's styles.
 */
export function onrampSandboxRoutes(
  chains: SandboxChains,
  orders: OnrampOrderStore,
  treasury: SandboxTreasury,
): Route[] {
  const networkOf = (order: OnrampOrder) => ({
    displayName:
      [...chains.evm.list, ...chains.solana.list].find((chain) => chain.chainId === order.chainId)?.config
        .name ?? order.chainId,
  })
  async function orderOf(id: string | undefined): Promise<OnrampOrder | undefined> {
    return id === undefined ? undefined : orders.get(id)
  }
  const unknownOrder = () =>
    htmlResponse(
      problemPage('Order not found', 'This checkout link does not belong to an order of the sandbox.'),
      404,
    )

  return [
    {
      path: checkoutStylesheetPath,
      handle: () => ({
        status: 200,
        headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
        body: checkoutStylesheet,
      }),
    },
    {
      path: `${checkoutPath(':id')}`,
      async handle({ params }) {
        const order = await orderOf(params.id)
        return order ? htmlResponse(checkoutPage(order, networkOf(order))) : unknownOrder()
      },
    },
    {
      method: 'POST',
      body: 'ignored',
      path: `${checkoutPath(':id')}/pay`,
      async handle({ params }) {
        const order = await orderOf(params.id)
        if (!order) return unknownOrder()
        const claimed = await orders.claim(order.id)
        // Paid already (a second click, a reload): show where it stands, never pay twice.
        if (!claimed) return redirect(checkoutPath(order.id))
        try {
          const hash = await treasury.payOut(claimed)
          await orders.markPaid(claimed.id, hash)
          log.info('on-ramp sandbox order paid', { order: claimed.id, chain: claimed.chainId, hash })
          return redirect(checkoutPath(order.id))
        } catch (error) {
          await orders.reopen(claimed.id)
          const reason =
            error instanceof HttpError ? error.message : 'The transfer could not be sent; try again.'
          if (!(error instanceof HttpError))
            log.error('on-ramp sandbox transfer failed', { order: claimed.id, error })
          const status = error instanceof HttpError ? error.status : 502
          return htmlResponse(
            checkoutPage({ ...claimed, status: 'open' }, networkOf(claimed), reason),
            status,
          )
        }
      },
    },
    {
      path: secondProviderPath,
      async handle({ query }) {
        const parsed = v.safeParse(secondProviderQuery, query)
        if (!parsed.success)
          return htmlResponse(problemPage('Cannot start this purchase', describeIssues(parsed.issues)), 400)
        const request = parsed.output
        const symbol =
          request.destinationCurrencyCode === 'USDC' ? localDollarToken : request.destinationCurrencyCode
        // The buyer's address says the namespace: SOL or the dollar token on Solana for a Solana
        // address, on an EVM chain for an EVM one.
        const namespace = request.walletAddress.startsWith('0x') ? 'eip155' : 'solana'
        const token = sandboxTokens(chains).find(
          (candidate) =>
            candidate.symbol === symbol &&
            candidate.namespace === namespace &&
            (request.network === undefined || candidate.network.chain_id === request.network),
        )
        if (!token || !sandboxChainIds.includes(token.chain.chainId))
          return htmlResponse(
            problemPage('Cannot start this purchase', `The sandbox sells no ${symbol} for this address.`),
            400,
          )
        let address: string
        try {
          address = sandboxDestinationOf(token, request.walletAddress, 'walletAddress')
        } catch (error) {
          if (!(error instanceof HttpError)) throw error
          return htmlResponse(problemPage('Cannot start this purchase', error.message), 400)
        }
        const { quote, tokenAmount } = await quoteSandboxPurchase(
          token,
          'USD',
          request.sourceAmount ?? defaultSandboxFiatAmount.toFixed(2),
        )
        const id = await orders.create({
          provider: 'meld',
          projectId: request.externalCustomerId,
          chainId: token.chain.chainId,
          address,
          tokenAddress: token.address,
          tokenSymbol: token.symbol,
          tokenDecimals: token.decimals,
          tokenAmount,
          fiatCurrency: 'USD',
          fiatTotal: quote.paymentTotal.amount,
          providerFee: quote.coinbaseFee.amount,
          networkFee: quote.networkFee.amount,
        })
        return redirect(checkoutPath(id))
      },
    },
  ]
}
