import { useMessages } from '@gatehouse/ui'
import { catalogue } from './compiled/catalogue'
import type { Messages } from './compiled/types'

/** The e-mail login's messages in every language. */
export const emailCatalogue = catalogue

/** The e-mail login's messages, each a function of its arguments. */
export type EmailMessages = Messages

/** The e-mail login's messages in the surrounding language. */
export function useEmailMessages(): EmailMessages {
  return useMessages(emailCatalogue)
}
