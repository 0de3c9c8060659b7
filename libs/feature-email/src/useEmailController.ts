import { useFeatureContext } from '@gatehouse/controllers/react'
import { createEmailController, type EmailController } from './createEmailController'

/** The kit's e-mail login controller, created the first time the feature is used. */
export function useEmailController(): EmailController {
  const context = useFeatureContext()
  return context.extensions.use('email', () => createEmailController(context))
}
