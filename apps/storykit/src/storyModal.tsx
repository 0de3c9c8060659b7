import { createContext, useContext, type ComponentType, type ReactNode } from 'react'
import type { AnyFeatureManifest, KitEnvironment } from '@gatehouse/controllers'

/**
 * What the story kit renders with, given to it by Storybook's preview (.storybook/preview.tsx) rather
 * than imported: the modal of libs/appkit, which depends on the features, while the story kit sits
 * below them so that a feature's stories can use it (docs/architecture/layout.md#story-kit).
 */
export interface StoryModal {
  /** The modal, inside the story's kit, showing these features' views (the same list on every render). */
  Modal: ComponentType<{ features: readonly AnyFeatureManifest[] }>
  /** What the kit checks `open({ view })` against for a modal with these features, and their remote switches. */
  gates: (
    features: readonly AnyFeatureManifest[],
  ) => Pick<KitEnvironment, 'isViewAvailable' | 'remoteSwitches'>
  /** The kit's own list of features (libs/appkit/src/features.ts), for a story that shows them all. */
  kitFeatures: readonly AnyFeatureManifest[]
}

const StoryModalContext = createContext<StoryModal | undefined>(undefined)

/** Gives the stories below the modal they render (Storybook's preview wraps every story in it). */
export function StoryModalProvider(props: { modal: StoryModal; children?: ReactNode }) {
  return <StoryModalContext.Provider value={props.modal}>{props.children}</StoryModalContext.Provider>
}

/** The modal Storybook's preview gave; a story rendered without it fails with what is missing. */
export function useStoryModal(): StoryModal {
  const modal = useContext(StoryModalContext)
  if (!modal)
    throw new Error('A view story needs the modal from StoryModalProvider (see .storybook/preview.tsx).')
  return modal
}

/** What says which features a story's modal has (a view story's `features` and `withKitFeatures`). */
export interface StoryFeatures {
  features?: readonly AnyFeatureManifest[]
  withKitFeatures?: boolean
}

const none: readonly AnyFeatureManifest[] = []
const combined = new WeakMap<readonly AnyFeatureManifest[], readonly AnyFeatureManifest[]>()

/**
 * The features of a story's modal: the story's own, and with `withKitFeatures` the kit's others too.
 * The same list for the same story, so the modal's registry (one per list) stays the same.
 */
export function storyFeatures(
  story: StoryFeatures,
  kitFeatures: readonly AnyFeatureManifest[],
): readonly AnyFeatureManifest[] {
  const own = story.features ?? none
  if (!story.withKitFeatures) return own
  let all = combined.get(own)
  if (!all) {
    all = [...kitFeatures, ...own.filter((feature) => !kitFeatures.includes(feature))]
    combined.set(own, all)
  }
  return all
}
