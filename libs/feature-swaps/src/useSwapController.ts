import { useFeatureContext } from '@gatehouse/controllers/react'
import { createSwapController, type SwapController } from './createSwapController'
import { swapsNeeds } from './needs'

/** The kit's swap controller, created the first time the feature is used. */
export function useSwapController(): SwapController {
  const context = useFeatureContext(swapsNeeds)
  return context.extensions.use('swaps', () => createSwapController(context))
}
