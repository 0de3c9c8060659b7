/**
 * The on-ramp views (docs/reference/views.md#onramp-views): the providers, the amount and quote, and the purchase in
 * progress. Loaded by the modal only when the onramp feature is on.
 */
export { BuyInProgressView } from './BuyInProgressView'
export { OnRampProvidersView } from './OnRampProvidersView'
export { OnRampTokenSelectView } from './OnRampTokenSelectView'

/** The feature's messages in every language: the kit titles its views from them (see manifest.ts). */
export { onrampCatalogue as messages } from './i18n/onrampMessages'
