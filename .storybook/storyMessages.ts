import { loadCatalogue, resolveLocale } from '@gatehouse/common'
import type { AnyFeatureManifest } from '@gatehouse/controllers'
import { uiCatalogue } from '@gatehouse/ui'
import { loadModalMessages } from '../libs/appkit/src/stories/storyModal'

/**
 * Loads every catalogue a story shows in the story's language before the story renders, so a story
 * (and the story test's axe run) shows the language at once, never English first: the components',
 * the modal's, and those of the features of the story's modal (its `features`, and the kit's with
 * `withKitFeatures`), whose code comes with them.
 */
export async function loadStoryMessages(tag: string, features: readonly AnyFeatureManifest[]): Promise<void> {
  const { locale } = resolveLocale(tag)
  await Promise.all([loadCatalogue(uiCatalogue, locale), loadModalMessages(features, locale)])
}
