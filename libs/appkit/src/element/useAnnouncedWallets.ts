import { useEffect, useState } from 'react'
import type { AnnouncedWallet, readAnnouncement } from './announcement'

type ReadAnnouncement = typeof readAnnouncement
const announceEvent = 'eip6963:announceProvider'

/**
 * Every installed wallet that announces itself in this browser (EIP-6963), once each (by rdns), in
 * the order they answered, read with `read` (none until it is given): asks them on the first render
 * it has, and adds later ones as they announce.
 */
export function useAnnouncedWallets(read: ReadAnnouncement | undefined): readonly AnnouncedWallet[] {
  const [wallets, setWallets] = useState<readonly AnnouncedWallet[]>([])
  useEffect(() => {
    if (!read) return
    const onAnnounce = (event: Event) => {
      const wallet = read(event)
      if (wallet)
        setWallets((known) => (known.some(({ rdns }) => rdns === wallet.rdns) ? known : [...known, wallet]))
    }
    window.addEventListener(announceEvent, onAnnounce)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    return () => window.removeEventListener(announceEvent, onAnnounce)
  }, [read])
  return wallets
}
