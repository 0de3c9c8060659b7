import { useEffect, useState } from 'react'
import * as v from 'valibot'
import {
  fallbackOnrampOptions,
  onrampCurrenciesOn,
  type OnrampNetworkMatch,
  type OnrampPurchaseCurrency,
} from '@gatehouse/common'
import { onrampPurchaseCurrenciesSchema } from '@gatehouse/controllers'
import { useKit } from '@gatehouse/controllers/react'

/** What the Account view reads of `GET /v1/onramp/options`: the purchase currencies and their networks. */
const purchaseCurrenciesSchema = v.object({ purchaseCurrencies: onrampPurchaseCurrenciesSchema })

interface Purchasable {
  currencies: readonly OnrampPurchaseCurrency[]
  match: OnrampNetworkMatch
}

type Api = ReturnType<typeof useKit>['api']

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
 * Whether the on-ramp sells anything that can be delivered to the account on `caipNetworkId`
 * (`pending` until the options are known), so that Buy is offered only where a purchase can
 * complete. Asked only when `wanted` (Buy is on and the network's namespace is one the on-ramp
 * serves); false otherwise.
 */
export function useOnrampOffer(caipNetworkId: string | undefined, wanted: boolean): boolean | 'pending' {
  const kit = useKit()
  const [answer, setAnswer] = useState<{ network: string; offered: boolean }>()
  useEffect(() => {
    if (!wanted || !caipNetworkId) return
    let live = true
    void purchasable(kit.api).then(({ currencies, match }) => {
      if (live)
        setAnswer({
          network: caipNetworkId,
          offered: onrampCurrenciesOn(currencies, caipNetworkId, match).length > 0,
        })
    })
    return () => {
      live = false
    }
  }, [kit, caipNetworkId, wanted])
  if (!wanted || !caipNetworkId) return false
  return answer?.network === caipNetworkId ? answer.offered : 'pending'
}
