import { loadCatalogue, resolveLocale, type Catalogue } from '@gatehouse/common'
import { uiCatalogue } from '@gatehouse/ui'
import { catalogue as appkit } from '../libs/appkit/src/i18n/compiled/catalogue'
import { catalogue as activity } from '../libs/feature-activity/src/i18n/compiled/catalogue'
import { catalogue as email } from '../libs/feature-email/src/i18n/compiled/catalogue'
import { catalogue as names } from '../libs/feature-names/src/i18n/compiled/catalogue'
import { catalogue as receive } from '../libs/feature-receive/src/i18n/compiled/catalogue'
import { catalogue as socials } from '../libs/feature-socials/src/i18n/compiled/catalogue'
import { catalogue as send } from '../libs/feature-send/src/i18n/compiled/catalogue'
import { catalogue as swaps } from '../libs/feature-swaps/src/i18n/compiled/catalogue'

const catalogues: readonly Catalogue<unknown>[] = [
  uiCatalogue,
  appkit,
  activity,
  email,
  names,
  receive,
  send,
  socials,
  swaps,
]

/**
 * Loads every catalogue's messages in the story's language before the story renders, so a story (and
 * the story test's axe run) shows the language at once, never English first.
 */
export async function loadStoryMessages(tag: string): Promise<void> {
  const { locale } = resolveLocale(tag)
  await Promise.all(catalogues.map((catalogue) => loadCatalogue(catalogue, locale)))
}
