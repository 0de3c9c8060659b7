import { useMessages } from '@gatehouse/ui'
import { catalogue } from './compiled/catalogue'
import type { Messages } from './compiled/types'

/** The Activity tab's messages in every language. */
export const activityCatalogue = catalogue

/** The Activity tab's messages, each a function of its arguments. */
export type ActivityMessages = Messages

/** The Activity tab's messages in the surrounding language. */
export function useActivityMessages(): ActivityMessages {
  return useMessages(activityCatalogue)
}
