import { useFeatureContext } from '@gatehouse/controllers/react'
import { createSocialLogin, type SocialLogin } from './createSocialLogin'
import { browserSocialLoginWindow } from './socialLoginWindow'
import { socialsNeeds } from './needs'

/** The kit's social login, created the first time the feature is used. */
export function useSocialLogin(): SocialLogin {
  const context = useFeatureContext(socialsNeeds)
  return context.extensions.use('socials', () => createSocialLogin(context, browserSocialLoginWindow()))
}
