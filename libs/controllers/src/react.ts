/** The React side of the controllers: the kit context, the feature context and the hooks views and features share. */
export { KitProvider, useKit, useKitState } from './react/kitContext'
export { FeatureProvider, FeatureScope, useFeatureContext, useFeatureState } from './react/featureContext'
export { useCopy } from './react/useCopy'
export { useActiveNamespace } from './react/useActiveNamespace'
