/** The React side of the controllers: the kit context, the feature context and the hooks views and features share. */
export { KitProvider, useKit, useKitState } from './react/kitContext'
export { FeatureProvider, useFeatureContext, useFeatureState } from './react/featureContext'
export { FeatureScope } from './react/featureScope'
export { useCopy } from './react/useCopy'
export { useActiveNamespace } from './react/useActiveNamespace'
