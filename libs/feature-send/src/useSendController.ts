import { useFeatureContext } from '@gatehouse/controllers/react'
import { createSendController, type SendController } from './createSendController'
import { sendNeeds } from './needs'

/** The kit's send controller, created the first time the feature is used. */
export function useSendController(): SendController {
  const context = useFeatureContext(sendNeeds)
  return context.extensions.use('send', () => createSendController(context))
}
