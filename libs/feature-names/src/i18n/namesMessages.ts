import { useMessages } from '@gatehouse/ui'
import { catalogue } from './compiled/catalogue'
import type { Messages } from './compiled/types'

/** The account-name views' messages in every language. */
export const namesCatalogue = catalogue

/** The account-name views' messages in the surrounding language. */
export function useNamesMessages(): Messages {
  return useMessages(namesCatalogue)
}
