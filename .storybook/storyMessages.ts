import { loadCatalogue, resolveLocale, type Catalogue } from '@gatehouse/common'
import type { FeatureCode } from '@gatehouse/controllers'
import { uiCatalogue } from '@gatehouse/ui'
import { features } from '../libs/appkit/src/features'
import { catalogue as appkit } from '../libs/appkit/src/i18n/compiled/catalogue'
import { loadFeature } from '../libs/appkit/src/views/loadedFeatures'

/**
 * Loads every catalogue's messages in the story's language before the story renders, so a story (and
 * the story test's axe run) shows the language at once, never English first: the kit's own, and each
 * feature's of the kit's list (libs/appkit/src/features.ts), whose code comes with them (so the modal's
 * header has a feature view's title at once, as it has once the view has been shown).
 */
export async function loadStoryMessages(tag: string): Promise<void> {
  const { locale } = resolveLocale(tag)
  const featureCatalogues = await Promise.all(
    features.map(async (feature) => ((await loadFeature(feature)) as FeatureCode<unknown>).messages),
  )
  const catalogues: readonly Catalogue<unknown>[] = [uiCatalogue, appkit, ...featureCatalogues]
  await Promise.all(catalogues.map((catalogue) => loadCatalogue(catalogue, locale)))
}
