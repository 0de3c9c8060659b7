/**
 * A wallet image shipped inside the bundled fallback list: a small SVG monogram (the wallet's initials
 * on its brand colour) as a `data:` URI. These are constants of our own code, so they may be data
 * URIs: remote data never is (its schemas accept http and https images only), and `<img>` runs no
 * script. The list then paints with no image request while the service is unreachable.
 */
export function bundledWalletImage(initials: string, background: string, foreground = '#ffffff'): string {
  const fontSize = initials.length > 1 ? 38 : 48
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" fill="${background}"/>` +
    `<text x="48" y="50" fill="${foreground}" font-family="system-ui,sans-serif" font-size="${fontSize}" ` +
    `font-weight="600" text-anchor="middle" dominant-baseline="central">${initials}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
