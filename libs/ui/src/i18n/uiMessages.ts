import { catalogue } from './compiled/catalogue'
import type { Messages } from './compiled/types'
import { useMessages } from './useMessages'

/** The messages of the UI components (Back, Close, Copy link, ...): owners load it with their own. */
export const uiCatalogue = catalogue

/** The UI components' messages in the surrounding language. */
export function useUiMessages(): Messages {
  return useMessages(uiCatalogue)
}
