import { useMessages } from '@gatehouse/ui'
import { catalogue } from './compiled/catalogue'
import type { Messages } from './compiled/types'

/** The modal's own messages (titles, views, toasts, alerts) in every language. */
export const appkitCatalogue = catalogue

/** The modal's messages, each a function of its arguments. */
export type AppkitMessages = Messages

/** The modal's messages in the surrounding language. */
export function useAppkitMessages(): AppkitMessages {
  return useMessages(appkitCatalogue)
}
