import { safeUrl } from '@gatehouse/common'

/** The wallet at the other end of a WalletConnect session, as the kit shows it (getWalletInfo). */
export interface PeerWallet {
  name: string
  /** Its icon, when the first one it names passes the image allowlist. */
  icon: string | undefined
}

/** The longest wallet name kept; a longer one is cut there. */
const maxNameLength = 64

/**
 * Reads a WalletConnect peer's metadata (`{ name, icons }`, sent by the wallet): a name that is a
 * non-empty string, and its first icon when the image allowlist accepts it. Undefined without a name.
 */
export function readPeerWallet(peer: unknown): PeerWallet | undefined {
  const metadata = peer as { name?: unknown; icons?: unknown } | null | undefined
  const name = typeof metadata?.name === 'string' ? metadata.name.trim() : ''
  if (name === '') return undefined
  const icons = Array.isArray(metadata?.icons) ? (metadata.icons as unknown[]) : []
  return { name: name.slice(0, maxNameLength), icon: safeUrl(icons[0], 'imgSrc') }
}
