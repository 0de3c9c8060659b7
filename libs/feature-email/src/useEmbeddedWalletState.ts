import { useFeatureState } from '@gatehouse/controllers/react'
import { emailNeeds } from './needs'

/** A snapshot of the embedded wallet's state (the pending address, the e-mail change, the user). */
export function useEmbeddedWalletState() {
  return useFeatureState((context) => context.embeddedWallet.state, emailNeeds)
}
