import { useEffect, useState } from 'react'
import type { CaipNetworkId } from '@gatehouse/common'
import {
  narrowFeatureContext,
  type AccountActionOffer,
  type AnyFeatureManifest,
  type FeatureContext,
  type FeatureNeed,
} from '@gatehouse/controllers'
import { useFeatureContext } from '@gatehouse/controllers/react'
import type { AccountAction } from './accountActions'

/** A feature's check of where its button is offered (its manifest's `accountAction.offeredOn`), once loaded. */
interface OfferCheck {
  loading: Promise<void>
  offer?: AccountActionOffer
  failed?: boolean
}

// The checks are the features' code: loaded once per page, whichever kit asks.
const checks = new WeakMap<AnyFeatureManifest, OfferCheck>()

function offerCheck(manifest: AnyFeatureManifest, load: () => Promise<{ offeredOn: AccountActionOffer }>) {
  let check = checks.get(manifest)
  if (!check) {
    const loading: OfferCheck = { loading: Promise.resolve() }
    loading.loading = load().then(
      (module) => {
        loading.offer = module.offeredOn
      },
      // A check that cannot load leaves its button shown: its view says the failure when opened.
      () => {
        loading.failed = true
      },
    )
    checks.set(manifest, loading)
    check = loading
  }
  return check
}

/**
 * Whether an Account button is offered on the account's network: `loading` while its feature's check
 * loads (the row holds its place), then the check's answer; an answer still on its way (the service's
 * options) shows the button until it says no (docs/architecture/lazy-loading.md#account-offers).
 */
export type AccountOfferState = boolean | 'loading'

/**
 * Asks each action's feature whether its button is offered on `caipNetworkId`, with the feature's
 * context (its manifest's `needs`, no other), and renders again as the checks and their answers arrive.
 */
export function useAccountOffers(
  actions: readonly AccountAction[],
  caipNetworkId: CaipNetworkId | undefined,
): (action: AccountAction) => AccountOfferState {
  const context = useFeatureContext() as FeatureContext<FeatureNeed>
  const [answers, setAnswers] = useState<Record<string, boolean>>({})
  const [, loaded] = useState(0)
  const checked = actions.flatMap((action) => {
    const load = action.manifest.accountAction?.offeredOn
    return load ? [{ action, check: offerCheck(action.manifest, load) }] : []
  })
  const ask = (action: AccountAction, check: OfferCheck) =>
    check.offer?.(narrowFeatureContext(context, action.manifest.needs), caipNetworkId)
  const answerKey = (action: AccountAction) => `${action.feature} ${caipNetworkId}`
  const key = checked.map(({ action }) => action.feature).join()

  useEffect(() => {
    let live = true
    for (const { action, check } of checked) {
      void check.loading.then(async () => {
        if (!live) return
        // Loaded: the row shows (an answer on its way shows the button until it says no).
        loaded((count) => count + 1)
        const answer = ask(action, check)
        if (typeof answer !== 'object') return
        const offered = await answer
        if (live) setAnswers((all) => ({ ...all, [answerKey(action)]: offered }))
      })
    }
    return () => {
      live = false
    }
    // `checked` follows `key`; the answers are per network.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, caipNetworkId, context])

  return (action) => {
    const check = checked.find((entry) => entry.action === action)?.check
    if (!check || check.failed) return true
    if (!check.offer) return 'loading'
    const answer = ask(action, check)
    return typeof answer === 'boolean' ? answer : (answers[answerKey(action)] ?? true)
  }
}
