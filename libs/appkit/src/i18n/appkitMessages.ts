import { createContext, useContext } from 'react'
import type { Messages } from './compiled/types'

/** The modal's messages, each a function of its arguments. */
export type AppkitMessages = Messages

/**
 * The modal's messages in its language, provided by the modal. Through a context rather than an
 * import of the catalogue: the Connect view is in the page's first bundle (the registry is), and its
 * English must not be (the modal's catalogue loads with the modal's chunk, on intent).
 */
export const AppkitMessagesContext = createContext<AppkitMessages | undefined>(undefined)

/** The modal's messages in its language; only inside the modal. */
export function useAppkitMessages(): AppkitMessages {
  const messages = useContext(AppkitMessagesContext)
  if (!messages) throw new Error('useAppkitMessages must be used inside the modal')
  return messages
}
