import { useEffect, useMemo, useState } from 'react'
import type { AnnouncedWallet, readAnnouncement } from './announcement'

type ReadAnnouncement = typeof readAnnouncement
const announceEvent = 'eip6963:announceProvider'
const requestEvent = 'eip6963:requestProvider'

function adding(wallets: readonly AnnouncedWallet[], wallet: AnnouncedWallet | undefined) {
  return wallet && !wallets.some(({ rdns }) => rdns === wallet.rdns) ? [...wallets, wallet] : wallets
}

/** Asks the installed wallets to announce themselves, and returns those that answer at once. */
function requestAnnouncements(read: ReadAnnouncement): readonly AnnouncedWallet[] {
  let wallets: readonly AnnouncedWallet[] = []
  const onAnnounce = (event: Event) => (wallets = adding(wallets, read(event)))
  window.addEventListener(announceEvent, onAnnounce)
  window.dispatchEvent(new Event(requestEvent))
  window.removeEventListener(announceEvent, onAnnounce)
  return wallets
}

/**
 * Every installed wallet that announces itself in this browser (EIP-6963), once each (by rdns), in
 * the order they answered, read with `read` (none until it is given): those that answer the request
 * at once are there in the very render that has `read`, and later ones are added as they announce.
 */
export function useAnnouncedWallets(read: ReadAnnouncement | undefined): readonly AnnouncedWallet[] {
  const answered = useMemo(() => (read ? requestAnnouncements(read) : []), [read])
  const [later, setLater] = useState<readonly AnnouncedWallet[]>([])
  useEffect(() => {
    if (!read) return
    const onAnnounce = (event: Event) => setLater((known) => adding(known, read(event)))
    window.addEventListener(announceEvent, onAnnounce)
    // Asked again now that it listens: a wallet that answered after the render is not missed.
    window.dispatchEvent(new Event(requestEvent))
    return () => window.removeEventListener(announceEvent, onAnnounce)
  }, [read])
  return useMemo(() => later.reduce(adding, answered), [answered, later])
}
