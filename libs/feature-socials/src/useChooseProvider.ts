import type { SocialProvider } from '@gatehouse/common'
import { useFeatureContext } from '@gatehouse/controllers/react'
import { farcasterView } from './farcasterView'
import { isOAuthProvider } from './socialProviders'
import { useSocialLogin } from './useSocialLogin'
import { socialsNeeds } from './needs'

/**
 * What a provider's button does: an OAuth provider's login starts at once (inside the click, for the
 * popup), Farcaster opens its own view.
 */
export function useChooseProvider(): (provider: SocialProvider) => void {
  const context = useFeatureContext(socialsNeeds)
  const login = useSocialLogin()
  return (provider) => {
    if (isOAuthProvider(provider)) void login.start(provider)
    else if (farcasterView) context.router.push(farcasterView)
  }
}
