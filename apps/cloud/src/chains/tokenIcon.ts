// The image routes take ids of letters, digits and hyphens; other symbols get no generated icon.
const imageIdPattern = /^[A-Za-z0-9-]{1,80}$/

/**
 * The icon of a token: the configured one, else the service's own monogram of its symbol
 * (`/public/getTokenImage/{symbol}`); undefined when neither exists.
 */
export function tokenIconUrl(
  baseUrl: string,
  symbol: string | undefined,
  configured?: string,
): string | undefined {
  if (configured) return configured
  if (!symbol || !imageIdPattern.test(symbol)) return undefined
  return `${baseUrl}/public/getTokenImage/${symbol}`
}
