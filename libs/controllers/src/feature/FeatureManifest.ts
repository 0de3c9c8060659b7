import type { ComponentType } from 'react'
import type { CaipNetworkId, Catalogue } from '@gatehouse/common'
import type { RouterData } from '../router/views'
import type { FeatureContext, FeatureNeed } from './FeatureContext'

/**
 * One view (or lazily loaded tab, named `<View>/<tab>`) a feature adds to the modal: its title in the
 * modal's header, from the feature's own messages (and the view's data), and its component, taken from
 * the feature's code once `FeatureManifest.load` has brought it (its `messages` export).
 */
export interface FeatureView<Module, Messages> {
  title: (messages: Messages, data: RouterData | undefined) => string
  component: (feature: Module) => ComponentType | Promise<ComponentType>
}

/**
 * The switch that gates a feature (docs/architecture/lazy-loading.md#feature-manifests): `option` is its
 * name in `createAppKit({ features })` and in `Features`; `remote` says the project's remote
 * configuration may turn it off under the same id; `defaultOn` is its value when neither says (AppKit's
 * own switches have theirs in `defaultFeatures`; absent: off). A list (socials' providers) is on while
 * it has an entry.
 */
export interface FeatureFlag {
  option: string
  remote?: boolean
  defaultOn?: boolean
}

/**
 * What a feature package tells the kit, from an entry point of its own (`@gatehouse/feature-<name>/manifest`)
 * that holds only this data and one dynamic import of the feature's code, so the page can gate the
 * feature's views without any of it. The kit knows features only through its list of manifests.
 */
export interface FeatureManifest<
  Module extends FeatureCode<Messages> = never,
  Messages = never,
  Needs extends FeatureNeed = FeatureNeed,
> {
  /** The switch that gates every view of the feature; absent: always on (a view, not a feature). */
  flag?: FeatureFlag
  /** The feature's code: one dynamic import, requested only when the feature is on and first needed. */
  load: () => Promise<Module>
  /** The views and tabs it adds, by name (each name also in `FeatureViews`, see below). */
  views: Record<string, FeatureView<Module, Messages>>
  /**
   * What its code uses of its kit (docs/architecture/lazy-loading.md#feature-needs): the members of
   * `FeatureServices` its views' context (and its page-load work's) holds, and no other, also at run
   * time. Its code passes the same list to `useFeatureContext(needs)`, which types the context by it.
   */
  needs: readonly Needs[]
  /** Work the feature finishes as the page loads, before any of its views is needed (see FeaturePageLoad). */
  onPageLoad?: FeaturePageLoad<Needs>
  /** Its button on the Account view, if it has one (see FeatureAccountAction). */
  accountAction?: FeatureAccountAction<Messages, Needs>
}

/**
 * A feature's button on the Account view (docs/architecture/lazy-loading.md#account-actions), shown
 * while the feature is on, in the row's `order`.
 */
export interface FeatureAccountAction<Messages, Needs extends FeatureNeed = FeatureNeed> {
  /**
   * Its label: a message of the feature's own (the Account view holds the row's place until the
   * feature's code, and with it its messages, has arrived), or the name of one of the kit's messages
   * (appkit's `AppkitMessages`), at hand as the Account view shows: the kit's own features' labels.
   */
  label: ((messages: Messages) => string) | string
  /** Its icon: a name of @gatehouse/ui's `IconName` (the manifest checks it with `satisfies IconName`). */
  icon: string
  /** The view it opens, one of the feature's views; absent: the first of `views`. */
  view?: string
  /** Its place in the row, lowest first; the kit's: onramp 10, swaps 20, receive 30, send 40. */
  order: number
  /**
   * Where it is offered (docs/architecture/lazy-loading.md#account-offers): the feature's own check,
   * loaded by dynamic import when the Account view first shows the row (which holds its place
   * meanwhile), so that the manifest stays data; absent, on every network.
   */
  offeredOn?: () => Promise<{ offeredOn: AccountActionOffer<Needs> }>
}

/**
 * Whether a feature's Account button is offered to the account on `caipNetworkId`, with the feature's
 * context: at once, or by a promise (an answer of the service), the button showing until it says no.
 */
export type AccountActionOffer<Needs extends FeatureNeed = FeatureNeed> = (
  context: FeatureContext<Needs>,
  caipNetworkId: CaipNetworkId | undefined,
) => boolean | Promise<boolean>

/**
 * Work a feature finishes as the page loads, before any of its views is needed
 * (docs/architecture/lazy-loading.md#page-load-work): a social login that came back by redirect. Once
 * the kit is built and any stored session restored, the kit asks `pending` with the page's address
 * (code of the manifest, so keep it small) and, while the feature is on, calls `run`, which brings
 * what it needs by dynamic import; it receives the feature's context.
 */
export interface FeaturePageLoad<Needs extends FeatureNeed = FeatureNeed> {
  pending: (href: string) => boolean
  run: (context: FeatureContext<Needs>) => Promise<unknown>
}

/** What a feature's code (its package's main entry) exports beside its views: its messages, which title them. */
export interface FeatureCode<Messages> {
  messages: Catalogue<Messages>
}

/** Any feature's manifest, as the kit's list holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each manifest has its own module and messages
export type AnyFeatureManifest = FeatureManifest<any, any>
