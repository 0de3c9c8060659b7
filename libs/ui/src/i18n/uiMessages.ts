import { catalogue } from './compiled/catalogue'
import { loaders } from './compiled/loaders'
import type { Messages } from './compiled/types'
import { useMessages } from './useMessages'

/** The messages of the UI components (Back, Close, Copy link, ...): owners load it with their own. */
export const uiCatalogue = catalogue

/**
 * Starts downloading the UI components' messages in another language without bringing the English
 * ones along: for code in the page's first bundle, on the visitor's first intent.
 */
export const uiCatalogueLoaders = loaders

/** The UI components' messages in the surrounding language. */
export function useUiMessages(): Messages {
  return useMessages(uiCatalogue)
}
