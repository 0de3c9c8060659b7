import { useMessages } from '@gatehouse/ui'
import { catalogue } from './compiled/catalogue'
import type { Messages } from './compiled/types'

/** The social login's messages in every language. */
export const socialsCatalogue = catalogue

/** The social login's messages, each a function of its arguments. */
export type SocialsMessages = Messages

/** The social login's messages in the surrounding language. */
export function useSocialsMessages(): SocialsMessages {
  return useMessages(socialsCatalogue)
}
