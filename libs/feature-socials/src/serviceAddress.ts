import { safeUrl } from '@gatehouse/common'

/**
 * `value` as a web address on the origin of `serviceUrl` (apps/cloud's login frame, where its social
 * login hands results over), else undefined: a social login's result address comes from a message or
 * the page's URL, so it is checked for its scheme (`safeUrl`) and its origin before it is handed on.
 */
export function serviceAddress(value: unknown, serviceUrl: string): string | undefined {
  const address = safeUrl(value, 'web')
  if (address === undefined) return undefined
  try {
    return new URL(address).origin === new URL(serviceUrl).origin ? address : undefined
  } catch {
    return undefined
  }
}

/** The origin of apps/cloud's login frame, whose hand-over page alone may post a social login's result. */
export function serviceOrigin(serviceUrl: string): string {
  return new URL(serviceUrl).origin
}
