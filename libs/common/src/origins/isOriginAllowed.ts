/**
 * Origins every project accepts besides its own list (docs/reference/validation.md#allowed-origins): localhost on any port, preview hosts
 * (pages.dev, vercel.app, ngrok-free.app) and the connection provider's two secure-mobile hosts.
 */
export const defaultAllowedOrigins = [
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
  'https://secure-mobile.walletconnect.com',
  'https://secure-mobile.walletconnect.org',
] as const

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
  // `*` in a host matches one or more labels; `:*` matches any port (or none).
  const source = escaped.replace(/:\\\*$|:\*$/, '(?::\\d+)?').replace(/\*/g, '[^/]+')
  return new RegExp(`^${source}$`, 'i')
}

/**
 * True when `origin` matches one of the allowed origins (the project's list plus the defaults).
 * Patterns may use `*` for host labels or the port; a pattern without a scheme matches both.
 */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  const candidates = [...allowed, ...defaultAllowedOrigins]
  return candidates.some((pattern) => {
    const withScheme = /^[a-z]+:\/\//i.test(pattern) ? [pattern] : [`https://${pattern}`, `http://${pattern}`]
    return withScheme.some((candidate) => patternToRegExp(candidate.replace(/\/+$/, '')).test(origin))
  })
}
