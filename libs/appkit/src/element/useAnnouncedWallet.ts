import { useEffect, useState } from 'react'
import { safeUrl } from '@gatehouse/common'

/** What an installed wallet announces of itself (EIP-6963), checked: an icon is only ever an image. */
export interface AnnouncedWallet {
  name: string
  rdns: string
  icon: string | undefined
}

function readAnnouncement(event: Event): AnnouncedWallet | undefined {
  const info = (event as CustomEvent<{ info?: Record<string, unknown> } | undefined>).detail?.info
  if (typeof info?.name !== 'string' || typeof info.rdns !== 'string' || info.name.trim() === '')
    return undefined
  return {
    name: info.name,
    rdns: info.rdns,
    icon: safeUrl(typeof info.icon === 'string' ? info.icon : undefined, 'imgSrc'),
  }
}

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
