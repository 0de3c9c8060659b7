import { useCallback } from 'react'
import type { WalletListing } from '@gatehouse/controllers'
import { useKit } from '@gatehouse/controllers/react'
import { walletDeepLink } from './walletDeepLink'

/**
 * Opens a catalogue wallet over WalletConnect. On a phone the wallet app is launched right away,
 * inside the tap (browsers block app links opened later), with the pairing URI prepared beforehand;
 * the ConnectingWalletConnect view then waits for the wallet and offers to open it again.
 */
export function useOpenWallet() {
  const kit = useKit()
  return useCallback(
    (wallet: WalletListing) => {
      const { status, uri } = kit.walletConnect.state
      const ready = status === 'ready' && uri && !kit.walletConnect.isExpired() ? uri : undefined
      const link = ready && kit.platform.isMobile() ? walletDeepLink(wallet, ready) : undefined
      if (link) kit.platform.openUrl(link.url, link.target)
      kit.router.push('ConnectingWalletConnect', { wallet })
    },
    [kit],
  )
}
