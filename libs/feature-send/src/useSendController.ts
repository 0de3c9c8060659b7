import { useKit } from '@gatehouse/controllers/react'
import { createSendController, type SendController } from './createSendController'

/** The kit's send controller, created the first time the feature is used. */
export function useSendController(): SendController {
  const kit = useKit()
  return kit.extensions.use('send', () => createSendController(kit))
}
