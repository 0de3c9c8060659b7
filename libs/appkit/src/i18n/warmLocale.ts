import { sourceLocale, type Locale } from '@gatehouse/common'
import { uiCatalogueLoaders } from '@gatehouse/ui'
import { loaders } from './compiled/loaders'

/**
 * Starts downloading the modal's messages in `locale` (its own and the UI components'), alongside the
 * modal's code on the visitor's first intent, so the modal opens in that language without waiting
 * twice. The chunks land in the module cache; the modal reads them through its catalogues.
 */
export function warmLocale(locale: Locale) {
  if (locale === sourceLocale) return
  for (const load of [uiCatalogueLoaders[locale], loaders[locale]]) {
    // The modal reports a failure when it loads the same chunk; here it would be reported twice.
    load().catch(() => undefined)
  }
}
