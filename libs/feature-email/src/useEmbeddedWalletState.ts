import { proxy } from 'valtio/vanilla'
import type { EmbeddedWalletState } from '@gatehouse/controllers'
import { useFeatureState } from '@gatehouse/controllers/react'

/** What the views read when the kit has no embedded wallet: never written. */
const absent = proxy<EmbeddedWalletState>({ frame: 'absent', loggingIn: false })

/** A snapshot of the embedded wallet's state (the pending address, the e-mail change, the user). */
export function useEmbeddedWalletState() {
  return useFeatureState((context) => context.embeddedWallet?.state ?? absent)
}
