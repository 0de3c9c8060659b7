import * as v from 'valibot'
import { HttpError, jsonResponse } from '../http/HttpResponse'
import type { Route } from '../http/Route'
import {
  onrampOptions,
  sandboxDestinationOf,
  sandboxTokenOf,
  type SandboxChains,
} from '../onramp/onrampCatalogue'
import type { OnrampOrderStore } from '../onramp/onrampOrderStore'
import { quoteSandboxPurchase } from '../onramp/onrampQuote'
import { checkoutPath } from '../onramp/checkoutPage'
import { describeIssues } from '../validation/describeIssues'
import { parseQuery, projectIdParam, sdkParams } from './queryParams'

const text = (name: string, max: number) =>
  v.pipe(
    v.string(`${name} is required`),
    v.minLength(1, `${name} is required`),
    v.maxLength(max, `${name} must be at most ${max} characters`),
  )

const quoteBody = v.object(
  {
    purchaseCurrency: text('purchaseCurrency', 32),
    paymentCurrency: text('paymentCurrency', 8),
    amount: text('amount', 32),
    network: text('network', 64),
  },
  'the body must be { purchaseCurrency, paymentCurrency, amount, network }',
)

const urlBody = v.object(
  {
    destinationWallets: v.pipe(
      v.array(
        v.object(
          {
            // Checked against the chain of the token bought (EVM or Solana) once that is known.
            address: text('destinationWallets.address', 64),
            blockchains: v.optional(v.array(text('blockchains', 64))),
            assets: v.optional(v.array(text('assets', 32))),
          },
          'a destination wallet must be { address, blockchains, assets }',
        ),
        'destinationWallets must be a list',
      ),
      v.minLength(1, 'destinationWallets must name a wallet'),
    ),
    defaultNetwork: v.optional(text('defaultNetwork', 64)),
    partnerUserId: text('partnerUserId', 128),
    defaultExperience: v.literal('buy', 'defaultExperience must be "buy"'),
    presetCryptoAmount: v.optional(v.pipe(v.number('presetCryptoAmount must be a number'), v.minValue(0))),
    presetFiatAmount: v.optional(v.pipe(v.number('presetFiatAmount must be a number'), v.minValue(0))),
  },
  'the body must be { destinationWallets, defaultNetwork, partnerUserId, defaultExperience, presetFiatAmount }',
)

const projectQuery = v.object({ projectId: v.optional(projectIdParam), ...sdkParams }, 'the query')

function parseBody<TSchema extends v.GenericSchema>(schema: TSchema, body: unknown): v.InferOutput<TSchema> {
  const parsed = v.safeParse(schema, body)
  if (!parsed.success) throw new HttpError(400, describeIssues(parsed.issues))
  return parsed.output
}

/** The fiat amount an order is for when the caller presets none, in US dollars. */
export const defaultSandboxFiatAmount = 100

/**
 * The on-ramp calls (docs/reference/endpoints.md#onramp-api), answered by the local sandbox: the options (the local chains'
 * tokens), quotes (a fee in the providers' 1–2 % range, a network fee, totals) and the card
 * provider's checkout URL, an order of the sandbox's own checkout page.
 */
export function onrampRoutes(chains: SandboxChains, orders: OnrampOrderStore): Route[] {
  return [
    {
      path: '/v1/onramp/options',
      async handle({ query }) {
        parseQuery(projectQuery, query)
        return jsonResponse(await onrampOptions(chains))
      },
    },
    {
      method: 'POST',
      path: '/v1/onramp/quote',
      async handle({ body, query }) {
        parseQuery(projectQuery, query)
        const request = parseBody(quoteBody, body)
        const token = sandboxTokenOf(chains, request.purchaseCurrency, request.network)
        const { quote } = await quoteSandboxPurchase(token, request.paymentCurrency, request.amount)
        return jsonResponse(quote)
      },
    },
    {
      method: 'POST',
      path: '/v1/generators/onrampurl',
      async handle({ body, query, baseUrl }) {
        const { projectId } = parseQuery(projectQuery, query)
        const request = parseBody(urlBody, body)
        const [wallet] = request.destinationWallets
        if (!wallet) throw new HttpError(400, 'destinationWallets must name a wallet')
        const network = wallet.blockchains?.[0] ?? request.defaultNetwork
        const symbol = wallet.assets?.[0]
        if (!network || !symbol)
          throw new HttpError(
            400,
            'destinationWallets[0] must name its blockchains and assets (or give defaultNetwork)',
          )
        const token = sandboxTokenOf(chains, symbol, network)
        const address = sandboxDestinationOf(token, wallet.address, 'destinationWallets.address')
        const amount = (request.presetFiatAmount ?? defaultSandboxFiatAmount).toFixed(2)
        const { quote, tokenAmount } = await quoteSandboxPurchase(token, 'USD', amount)
        const id = await orders.create({
          provider: 'coinbase',
          projectId: projectId ?? request.partnerUserId,
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
        return jsonResponse({ url: `${baseUrl}${checkoutPath(id)}` })
      },
    },
  ]
}
