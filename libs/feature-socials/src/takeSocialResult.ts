import { socialResultQueryParameter } from '@gatehouse/common'
import { serviceAddress } from './serviceAddress'

/** What the page's address says about a social login that came back by redirect (docs/reference/endpoints.md#social-redirect). */
export interface SocialResultInUrl {
  /** The page's address without the `result_uri` parameter, to put in the history in its place. */
  readonly cleanUrl: string
  /** The result address when it is a web address on the login frame's origin; undefined when it is not. */
  readonly resultUri: string | undefined
}

/**
 * Reads the `result_uri` parameter a social login's redirect flow (in-app browsers such as Telegram's)
 * brings the page back with; undefined when the page's address has none. The parameter is always to
 * be removed, a valid result or not.
 */
export function takeSocialResult(href: string, serviceUrl: string): SocialResultInUrl | undefined {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return undefined
  }
  if (!url.searchParams.has(socialResultQueryParameter)) return undefined
  const values = url.searchParams.getAll(socialResultQueryParameter)
  url.searchParams.delete(socialResultQueryParameter)
  // Two values are an address someone made, not one the service sent back.
  const resultUri = values.length === 1 ? serviceAddress(values[0], serviceUrl) : undefined
  return { cleanUrl: url.href, resultUri }
}
