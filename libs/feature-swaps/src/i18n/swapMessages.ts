import { useMessages } from '@gatehouse/ui'
import { catalogue } from './compiled/catalogue'
import type { Messages } from './compiled/types'

/** The Swap view's messages in every language. */
export const swapCatalogue = catalogue

/** The Swap view's messages, each a function of its arguments. */
export type SwapMessages = Messages

/** The Swap view's messages in the surrounding language. */
export function useSwapMessages(): SwapMessages {
  return useMessages(swapCatalogue)
}
