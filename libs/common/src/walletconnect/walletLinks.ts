/**
 * Deep links that hand a WalletConnect pairing URI to a wallet. A native scheme (`rainbow:`,
 * `trust://`) gets `wc?uri=…` appended to its root; an http(s) universal link gets `/wc?uri=…`.
 * The URI is always percent-encoded: wallets read it from the query string.
 */
export function formatWalletLink(link: string, uri: string): string {
  const encoded = encodeURIComponent(uri)
  if (/^https?:\/\//i.test(link)) {
    const base = link.endsWith('/') ? link.slice(0, -1) : link
    return `${base}/wc?uri=${encoded}`
  }
  let root = link.includes('://') ? link : `${link.replace(/:+$/, '').replace(/\/+$/, '')}://`
  if (!root.endsWith('/')) root = `${root}/`
  return `${root}wc?uri=${encoded}`
}

/** True when a link opens an app through a custom scheme rather than a web page. */
export function isNativeLink(link: string): boolean {
  return !/^https?:\/\//i.test(link)
}
