/**
 * What a URL is for, which decides the schemes it may use:
 * - `walletLink`: a link that opens a wallet (deep link, desktop or web app): http, https, or the
 *   wallet app's own scheme (`rainbow:`, `trust://`, a bare `omni` as the catalogue writes some);
 * - `web`: a page opened in the browser (app store, explorer, homepage): http or https;
 * - `image`: an image URL in remote data (catalogue, blockchain API): http or https;
 * - `imgSrc`: what an `<img>` may show: http, https, or a `data:image/...` URI of a bitmap or SVG
 *   type. A browser wallet's announced icon must be a data URI (EIP-6963), and no script runs in an
 *   `<img>`; remote data never gets this far with one, as its schemas use `image`.
 */
export type UrlKind = 'walletLink' | 'web' | 'image' | 'imgSrc'

/**
 * Schemes a wallet link may never use, even though they are syntactically "a scheme of its own":
 * the ones a browser runs as script or resolves to local or page-made content.
 */
const forbiddenSchemes: ReadonlySet<string> = new Set([
  'javascript',
  'vbscript',
  'livescript',
  'data',
  'file',
  'blob',
  'filesystem',
  'about',
  'view-source',
])

const webSchemes: ReadonlySet<string> = new Set(['http', 'https'])

// RFC 3986 scheme: a letter, then letters, digits, `+`, `-` or `.`.
const schemePattern = /^[a-z][a-z0-9+.-]*$/i
const imageDataPattern = /^data:image\/(?:png|jpeg|gif|webp|avif|bmp|x-icon|svg\+xml)[;,]/i

/** Longest URL accepted, in characters: far above any real link, well below what slows a page. */
const maxLength = { walletLink: 2048, web: 2048, image: 2048, imgSrc: 256 * 1024 } as const

/**
 * Leading and trailing C0 controls and spaces. The trailing run is matched only from its start (the
 * lookbehind): a bare `[...]+$` backtracks over every run of spaces inside the value, quadratically
 * (an icon with 30,000 spaces inside took a third of a second, one with 200,000 46 s).
 */
// eslint-disable-next-line no-control-regex
const outerSpace = /^[\u0000-\u0020]+|(?<![\u0000-\u0020])[\u0000-\u0020]+$/g

/**
 * The URL as a browser reads it: leading and trailing C0 controls and spaces removed, tabs and line
 * breaks removed everywhere (so `java\nscript:` is seen as the `javascript:` it becomes).
 */
function normalise(value: string): string {
  return value.replace(outerSpace, '').replace(/[\t\n\r]/g, '')
}

/** The URL's scheme in lower case, or undefined when it has none (a relative or malformed URL). */
function schemeOf(url: string, kind: UrlKind): string | undefined {
  const colon = url.indexOf(':')
  // A bare scheme name with no colon (`omni`) is how some catalogue entries write their app's scheme.
  const candidate = colon === -1 ? (kind === 'walletLink' ? url : '') : url.slice(0, colon)
  return schemePattern.test(candidate) ? candidate.toLowerCase() : undefined
}

function hasHost(url: string): boolean {
  try {
    return new URL(url).hostname.length > 0
  } catch {
    return false
  }
}

/**
 * The URL, cleaned the way a browser would read it, when its scheme is allowed for `kind`; otherwise
 * undefined. Use the returned string, not the input, so what is checked is what is opened.
 * Never allowed: `javascript:`, `vbscript:`, `data:` (except an image for `imgSrc`), `file:`,
 * `blob:`, relative URLs, and anything that is not a string.
 */
export function safeUrl(value: unknown, kind: UrlKind): string | undefined {
  if (typeof value !== 'string') return undefined
  const url = normalise(value)
  if (url.length === 0 || url.length > maxLength[kind]) return undefined
  const scheme = schemeOf(url, kind)
  if (scheme === undefined) return undefined
  if (webSchemes.has(scheme)) return hasHost(url) ? url : undefined
  if (kind === 'walletLink') return forbiddenSchemes.has(scheme) ? undefined : url
  if (kind === 'imgSrc') return imageDataPattern.test(url) ? url : undefined
  return undefined
}

/** True when `value` is a URL of an allowed scheme for `kind` (see `safeUrl`). */
export function isAllowedUrl(value: unknown, kind: UrlKind): boolean {
  return safeUrl(value, kind) !== undefined
}
