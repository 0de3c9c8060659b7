import { useFeatureContext } from '@gatehouse/controllers/react'
import { createOnrampController, type OnrampController } from './createOnrampController'
import { onrampNeeds } from './needs'

/** The kit's on-ramp controller, created the first time the feature is used. */
export function useOnrampController(): OnrampController {
  const context = useFeatureContext(onrampNeeds)
  return context.extensions.use('onramp', () => createOnrampController(context))
}
