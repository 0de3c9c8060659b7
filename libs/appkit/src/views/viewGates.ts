import type { AnyFeatureManifest, Features, View } from '@gatehouse/controllers'
import { viewRegistryOf } from './registry'
import { isAvailableIn } from './registryShape'

/** What the kit checks before the modal loads, for a modal with these features. */
export interface ViewGates {
  /**
   * The `isViewAvailable` the kit checks `open({ view })` against: the view is in the registry (the
   * modal's own, or a view of one of the features) and its feature is on. It reads the features'
   * manifests (names and switches), never their code.
   */
  isViewAvailable: (view: View, features: Features) => boolean
  /** The features' switches that the project's remote configuration may turn off (their manifests' `flag.remote`). */
  remoteSwitches: readonly string[]
}

/** The view gates of a modal with these features (the kit's list is src/features.ts). */
export function viewGatesOf(features: readonly AnyFeatureManifest[]): ViewGates {
  const registry = viewRegistryOf(features)
  return {
    isViewAvailable: (view, flags) => Object.hasOwn(registry, view) && isAvailableIn(registry, view, flags),
    remoteSwitches: features.flatMap(({ flag }) => (flag?.remote ? [flag.option] : [])),
  }
}
