import { useMessages } from '@gatehouse/ui'
import { catalogue } from './compiled/catalogue'
import type { Messages } from './compiled/types'

/** The on-ramp views's messages in every language. */
export const onrampCatalogue = catalogue

/** The on-ramp views's messages in the surrounding language. */
export function useOnrampMessages(): Messages {
  return useMessages(onrampCatalogue)
}
