import { safeUrl } from '../urls/safeUrl'

/**
 * Deep links that hand a WalletConnect pairing URI to a wallet. A native scheme (`rainbow:`,
 * `trust://`) gets `wc?uri=…` appended to its root; an http(s) universal link gets `/wc?uri=…`.
 * The URI is always percent-encoded: wallets read it from the query string. Undefined when the link
 * is not an allowed wallet link (a `javascript:` or `data:` URL from a tampered catalogue, say).
 */
export function formatWalletLink(link: string, uri: string): string | undefined {
  const allowed = safeUrl(link, 'walletLink')
  if (allowed === undefined) return undefined
  const encoded = encodeURIComponent(uri)
  if (/^https?:/i.test(allowed)) {
    const base = allowed.endsWith('/') ? allowed.slice(0, -1) : allowed
    return `${base}/wc?uri=${encoded}`
  }
  let root = allowed.includes('://') ? allowed : `${allowed.replace(/:+$/, '').replace(/\/+$/, '')}://`
  if (!root.endsWith('/')) root = `${root}/`
  return `${root}wc?uri=${encoded}`
}

/** True when a link opens an app through a custom scheme rather than a web page. */
export function isNativeLink(link: string): boolean {
  return !/^https?:\/\//i.test(link)
}
