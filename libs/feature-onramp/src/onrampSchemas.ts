import * as v from 'valibot'
import { onrampPurchaseCurrenciesSchema } from './onrampPurchaseCurrencies'

const amount = v.object({ amount: v.string(), currency: v.string() })

/** `GET /v1/onramp/options` as the feature accepts it (docs/reference/entities.md#onramp-options). */
export const onrampOptionsSchema = v.object({
  purchaseCurrencies: onrampPurchaseCurrenciesSchema,
  paymentCurrencies: v.array(
    v.object({
      id: v.string(),
      payment_method_limits: v.array(v.object({ id: v.string(), min: v.string(), max: v.string() })),
    }),
  ),
})

/** `POST /v1/onramp/quote` (docs/reference/entities.md#onramp-quote). */
export const onrampQuoteSchema = v.object({
  coinbaseFee: amount,
  networkFee: amount,
  paymentSubtotal: amount,
  paymentTotal: amount,
  purchaseAmount: amount,
  quoteId: v.string(),
})

/** `POST /v1/generators/onrampurl`. */
export const onrampUrlSchema = v.object({ url: v.string() })
