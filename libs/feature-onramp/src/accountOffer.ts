import * as v from 'valibot'
import {
  fallbackOnrampOptions,
  isOnrampNetwork,
  onrampCurrenciesOn,
  type OnrampNetworkMatch,
  type OnrampPurchaseCurrency,
} from '@gatehouse/common'
import type { AccountActionOffer } from '@gatehouse/controllers'
import type { OnrampContext, onrampNeeds } from './needs'
import { onrampPurchaseCurrenciesSchema } from './onrampPurchaseCurrencies'

/** What the Account view reads of `GET /v1/onramp/options`: the purchase currencies and their networks. */
const purchaseCurrenciesSchema = v.object({ purchaseCurrencies: onrampPurchaseCurrenciesSchema })

interface Purchasable {
  currencies: readonly OnrampPurchaseCurrency[]
  match: OnrampNetworkMatch
}

type Api = OnrampContext['api']

// The options change with the service's configuration, not per view: read once in a while per kit.
const freshMs = 5 * 60_000
// After a failure (the built-in list stands in), ask again sooner.
const fallbackFreshMs = 30_000
const readByApi = new WeakMap<Api, { until: number; answer: Promise<Purchasable> }>()

function purchasable(api: Api): Promise<Purchasable> {
  const cached = readByApi.get(api)
  if (cached && Date.now() < cached.until) return cached.answer
  const entry = {
    until: Date.now() + freshMs,
    answer: Promise.resolve<Purchasable>({ currencies: [], match: 'chain' }),
  }
  entry.answer = api.getJson('/v1/onramp/options', {}, purchaseCurrenciesSchema).then(
    (options): Purchasable => ({ currencies: options.purchaseCurrencies, match: 'chain' }),
    // The same built-in list the Buy view falls back to (matched by namespace, as it names only
    // public chains), so the button and the view agree.
    (): Purchasable => {
      entry.until = Date.now() + fallbackFreshMs
      return { currencies: fallbackOnrampOptions.purchaseCurrencies, match: 'namespace' }
    },
  )
  readByApi.set(api, entry)
  return entry.answer
}

/**
 * Buy, on the Account view, only on the on-ramp's chains (eip155 and solana: a Bitcoin account is not
 * offered a checkout that would buy USDC) and only where the on-ramp's options sell something that
 * can be delivered to the account's network, so that a visitor never opens a view that can only say
 * the network is not supported. The button shows while the options are read (on the networks they
 * serve, the usual case, nothing then moves) and goes if they say nothing can be bought there; the
 * Buy form says the same if pressed meanwhile. Loaded apart from the feature's views (see the
 * manifest's `accountAction.offeredOn`).
 */
export const offeredOn: AccountActionOffer<(typeof onrampNeeds)[number]> = (context, caipNetworkId) => {
  if (!caipNetworkId || !isOnrampNetwork(caipNetworkId)) return false
  return purchasable(context.api).then(
    ({ currencies, match }) => onrampCurrenciesOn(currencies, caipNetworkId, match).length > 0,
  )
}
