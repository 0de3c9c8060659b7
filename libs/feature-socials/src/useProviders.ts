import { useSnapshot } from 'valtio/react'
import type { SocialProvider } from '@gatehouse/common'
import { useFeatureContext } from '@gatehouse/controllers/react'
import { farcasterView } from './farcasterView'
import { loginProviders } from './socialProviders'
import { socialsNeeds } from './needs'

/** The providers the Connect view offers, from the kit's features (see `loginProviders`). */
export function useProviders(): SocialProvider[] {
  const context = useFeatureContext(socialsNeeds)
  const features = useSnapshot(context.options.state).features
  return loginProviders(features.socials, farcasterView !== undefined)
}
