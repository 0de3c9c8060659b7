import { loadCatalogue, type Locale } from '@gatehouse/common'
import type { AnyFeatureManifest, FeatureCode } from '@gatehouse/controllers'
import type { StoryModal } from '@gatehouse/storykit'
import { features } from '../features'
import { appkitCatalogue } from '../i18n/appkitCatalogue'
import { Modal } from '../modal/Modal'
import { loadFeature } from '../views/featureCode'
import { viewGatesOf } from '../views/viewGates'

/**
 * The modal as the story kit renders it (apps/storykit), which Storybook's preview gives to every
 * story: the modal with the features a story names, the gates of a kit with them, and the kit's own
 * list for the stories that show it whole. Development only (src/stories is not published).
 */
export const storyModal: StoryModal = { Modal, gates: viewGatesOf, kitFeatures: features }

/**
 * Loads what a story's modal shows at once, in the language: the modal's messages, and the code and
 * messages of each of its features (so the header has a feature view's title at once, as it has once
 * the view has been shown).
 */
export async function loadModalMessages(
  modalFeatures: readonly AnyFeatureManifest[],
  locale: Locale,
): Promise<void> {
  const featureCatalogues = await Promise.all(
    modalFeatures.map(async (feature) => ((await loadFeature(feature)) as FeatureCode<unknown>).messages),
  )
  await Promise.all(
    [appkitCatalogue, ...featureCatalogues].map((catalogue) => loadCatalogue(catalogue, locale)),
  )
}
