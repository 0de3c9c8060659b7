import { onrampFeeRange, type OnrampQuote } from '@gatehouse/common'
import { parseUnits } from 'viem'
import { HttpError } from '../http/HttpResponse'
import { sandboxFiatRates, type SandboxToken } from './onrampCatalogue'

/** The sandbox provider's fee, in percent: the middle of the providers' range (docs/reference/features.md#onramp-providers). */
export const sandboxFeePercent = (onrampFeeRange.min + onrampFeeRange.max) / 2

/** The network fee the sandbox charges per purchase, in US dollars. */
export const sandboxNetworkFeeUsd = 0.1

/** The card limits of every payment currency. */
export const sandboxAmountLimits = { min: 10, max: 7500 } as const

/** A quote with the token amount in base units, which an order keeps. */
export interface SandboxQuote {
  quote: OnrampQuote
  /** The tokens the buyer gets, in base units. */
  tokenAmount: bigint
}

const cents = (value: number) => (Math.round(value * 100) / 100).toFixed(2)

/**
 * Quotes `amount` of a fiat currency for a token: the provider fee and the network fee come off the
 * amount paid, and the rest buys the token at the service's price. A 400 for an unknown currency,
 * an amount outside the card limits, or a token without a price.
 */
export async function quoteSandboxPurchase(
  token: SandboxToken,
  paymentCurrency: string,
  amount: string,
): Promise<SandboxQuote> {
  const rate = sandboxFiatRates[paymentCurrency]
  if (rate === undefined)
    throw new HttpError(400, `paymentCurrency must be one of ${Object.keys(sandboxFiatRates).join(', ')}`)
  const paid = Number(amount)
  if (
    !/^\d{1,9}(\.\d{1,2})?$/.test(amount) ||
    paid < sandboxAmountLimits.min ||
    paid > sandboxAmountLimits.max
  )
    throw new HttpError(
      400,
      `amount must be from ${sandboxAmountLimits.min} to ${sandboxAmountLimits.max} ${paymentCurrency} with at most 2 decimals`,
    )
  const price = await token.chain.prices.priceOf(token.symbol)
  if (!price) throw new HttpError(400, `The sandbox has no price for ${token.symbol}`)
  const fee = (paid * sandboxFeePercent) / 100
  const networkFee = sandboxNetworkFeeUsd / rate
  const subtotal = paid - fee - networkFee
  const tokens = (subtotal * rate) / price
  // At most 6 decimals: a quote shows what the visitor reads, not dust.
  const shown = tokens.toFixed(Math.min(6, token.decimals))
  const tokenAmount = parseUnits(shown, token.decimals)
  const money = (value: number) => ({ amount: cents(value), currency: paymentCurrency })
  return {
    tokenAmount,
    quote: {
      coinbaseFee: money(fee),
      networkFee: money(networkFee),
      paymentSubtotal: money(subtotal),
      paymentTotal: money(paid),
      purchaseAmount: { amount: shown, currency: token.symbol },
      quoteId: crypto.randomUUID(),
    },
  }
}
