import * as v from 'valibot'

/**
 * The purchase currencies of `GET /v1/onramp/options` as the feature accepts them: each currency with
 * the networks it can be delivered on. Its Account offer (whether to offer Buy) and its views (what to
 * offer) read the same answer through it.
 */
export const onrampPurchaseCurrenciesSchema = v.array(
  v.object({
    id: v.string(),
    name: v.string(),
    symbol: v.string(),
    networks: v.array(
      v.object({
        name: v.string(),
        display_name: v.string(),
        chain_id: v.string(),
        contract_address: v.string(),
      }),
    ),
  }),
)
