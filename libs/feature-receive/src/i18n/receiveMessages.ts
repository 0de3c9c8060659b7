import { useMessages } from '@gatehouse/ui'
import { catalogue } from './compiled/catalogue'
import type { Messages } from './compiled/types'

/** The Receive view's messages in every language. */
export const receiveCatalogue = catalogue

/** The Receive view's messages in the surrounding language. */
export function useReceiveMessages(): Messages {
  return useMessages(receiveCatalogue)
}
