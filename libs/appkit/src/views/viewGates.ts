import type { AnyFeatureManifest, Features, View } from '@gatehouse/controllers'
import { features } from '../features'
import { viewRegistry, type CoreView } from './registry'
import { isAvailableIn } from './registryShape'

/** A view or tab of the kit's features (src/features.ts). */
export type FeatureViewName = ViewsOf<(typeof features)[number]>
type ViewsOf<Feature> = Feature extends { views: infer Views } ? Extract<keyof Views, string> : never

/** The names the registry has: the modal's own views and its features' views and tabs. */
export type RegisteredName = CoreView | FeatureViewName

/**
 * The `isViewAvailable` the kit checks `open({ view })` against: the view is in the registry (the
 * modal's own, or a view of a feature of src/features.ts) and its feature is on. It reads the
 * features' manifests (names and switches), never their code.
 */
export function isViewAvailable(view: View, features: Features): boolean {
  return Object.hasOwn(viewRegistry, view) && isAvailableIn(viewRegistry, view, features)
}

/** The features' switches that the project's remote configuration may turn off (their manifests' `flag.remote`). */
export const remoteSwitches = features.flatMap(({ flag }: AnyFeatureManifest) =>
  flag?.remote ? [flag.option] : [],
)
