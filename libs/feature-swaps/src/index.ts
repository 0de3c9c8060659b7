/** The Swap view (docs/reference/views.md#swap): loaded by the modal only when the swaps feature is on and the visitor opens it. */
export { SwapView } from './SwapView'

/** The feature's messages in every language: the kit titles its views from them (see manifest.ts). */
export { swapCatalogue as messages } from './i18n/swapMessages'
