/** The Swap view (docs/reference/views.md#swap): loaded by the modal only when the swaps feature is on and the visitor opens it. */
export { SwapView } from './SwapView'
