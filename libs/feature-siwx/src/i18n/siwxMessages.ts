import { useMessages } from '@gatehouse/ui'
import { catalogue } from './compiled/catalogue'
import type { Messages } from './compiled/types'

/** The SIWXSignMessage view's messages in every language. */
export const siwxCatalogue = catalogue

/** The SIWXSignMessage view's messages in the surrounding language. */
export function useSignInMessages(): Messages {
  return useMessages(siwxCatalogue)
}
