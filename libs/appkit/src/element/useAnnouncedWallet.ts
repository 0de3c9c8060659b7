import { useEffect, useState } from 'react'
import { readAnnouncement, type AnnouncedWallet } from './announcement'

/**
 * The installed wallet that announces itself with this rdns (EIP-6963), before the adapters load: a
 * wallet button shows the wallet's own name and icon at once, without a request or the wallet code.
 */
export function useAnnouncedWallet(rdns: string | undefined): AnnouncedWallet | undefined {
  const [announced, setAnnounced] = useState<AnnouncedWallet | undefined>()
  useEffect(() => {
    setAnnounced(undefined)
    if (!rdns) return
    const onAnnounce = (event: Event) => {
      const wallet = readAnnouncement(event)
      if (wallet?.rdns === rdns) setAnnounced(wallet)
    }
    window.addEventListener('eip6963:announceProvider', onAnnounce)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    return () => window.removeEventListener('eip6963:announceProvider', onAnnounce)
  }, [rdns])
  return announced
}
