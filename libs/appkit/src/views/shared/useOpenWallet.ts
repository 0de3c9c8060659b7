import { useCallback } from 'react'
import { formatWalletLink } from '@gatehouse/common'
import type { WalletListing } from '@gatehouse/controllers'
import { useKit } from '@gatehouse/controllers/react'

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
      if (ready && kit.platform.isMobile()) {
        if (wallet.mobile_link) kit.platform.openUrl(formatWalletLink(wallet.mobile_link, ready), '_self')
        else if (wallet.webapp_link)
          kit.platform.openUrl(formatWalletLink(wallet.webapp_link, ready), '_blank')
      }
      kit.router.push('ConnectingWalletConnect', { wallet })
    },
    [kit],
  )
}
