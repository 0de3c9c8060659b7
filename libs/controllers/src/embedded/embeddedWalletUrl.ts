/**
 * Where the embedded wallet's frame is when the host does not say: apps/cloud serves it on the port
 * after the service's own (`http://127.0.0.1:8787` → `http://127.0.0.1:8788/frame`), an origin of its own,
 * so that neither the host page nor the service's API shares the frame's storage.
 */
export function defaultEmbeddedWalletUrl(apiUrl: string): string {
  const url = new URL(apiUrl)
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80))
  url.port = String(port + 1)
  url.pathname = '/frame'
  url.search = ''
  url.hash = ''
  return url.href
}
