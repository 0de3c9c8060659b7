import { useFeatureContext } from '@gatehouse/controllers/react'
import { createEmailController, type EmailController } from './createEmailController'
import { emailNeeds } from './needs'

/** The kit's e-mail login controller, created the first time the feature is used. */
export function useEmailController(): EmailController {
  const context = useFeatureContext(emailNeeds)
  return context.extensions.use('email', () => createEmailController(context))
}
