import { useFeatureContext } from '@gatehouse/controllers/react'
import { createFarcasterSignIn, type FarcasterSignIn } from './createFarcasterSignIn'
import { socialsNeeds } from '../needs'

/** The kit's Farcaster sign-in, created the first time the view is shown. */
export function useFarcasterSignIn(): FarcasterSignIn {
  const context = useFeatureContext(socialsNeeds)
  return context.extensions.use('farcaster', () => createFarcasterSignIn(context))
}
