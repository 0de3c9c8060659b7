import { useMessages } from '@gatehouse/ui'
import { catalogue } from './compiled/catalogue'
import type { Messages } from './compiled/types'

/** The Send view's messages in every language. */
export const sendCatalogue = catalogue

/** The Send view's messages, each a function of its arguments. */
export type SendMessages = Messages

/** The Send view's messages in the surrounding language. */
export function useSendMessages(): SendMessages {
  return useMessages(sendCatalogue)
}
