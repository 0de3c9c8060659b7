import { useEffect } from 'react'
import { useKit, useKitState } from '@gatehouse/controllers/react'

/** How often a shown pairing is checked for expiry (it is replaced with under 10 s left). */
const expiryCheckInterval = 5_000

/**
 * Keeps a WalletConnect pairing URI ready while the calling view is shown: creates one, reuses it while
 * valid, and replaces it before it expires. Returns the pairing state.
 */
export function usePairing(enabled = true) {
  const kit = useKit()
  const state = useKitState((k) => k.walletConnect.state)
  useEffect(() => {
    if (!enabled || !kit.walletConnectNamespace()) return
    kit.walletConnect.ensurePairing()
    const timer = setInterval(() => kit.walletConnect.ensurePairing(), expiryCheckInterval)
    return () => clearInterval(timer)
  }, [kit, enabled])
  return state
}
