import { safeUrl } from '@gatehouse/common'

/** What an installed wallet announces of itself (EIP-6963), checked: an icon is only ever an image. */
export interface AnnouncedWallet {
  name: string
  rdns: string
  icon: string | undefined
}

/** The wallet an `eip6963:announceProvider` event announces, checked; undefined for a malformed one. */
export function readAnnouncement(event: Event): AnnouncedWallet | undefined {
  const info = (event as CustomEvent<{ info?: Record<string, unknown> } | undefined>).detail?.info
  if (typeof info?.name !== 'string' || typeof info.rdns !== 'string' || info.name.trim() === '')
    return undefined
  return {
    name: info.name,
    rdns: info.rdns,
    icon: safeUrl(typeof info.icon === 'string' ? info.icon : undefined, 'imgSrc'),
  }
}
