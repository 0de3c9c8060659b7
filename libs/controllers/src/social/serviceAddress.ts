import { safeUrl } from '@gatehouse/common'

/**
 * `value` as a web address of the kit's own service (apps/cloud at `apiUrl`), else undefined: the
 * social login's start and result addresses come from the frame and the page's URL, so each is
 * checked for its scheme (`safeUrl`) and for being on the service's origin before it is opened or
 * handed on.
 */
export function serviceAddress(value: unknown, apiUrl: string): string | undefined {
  const address = safeUrl(value, 'web')
  if (address === undefined) return undefined
  try {
    return new URL(address).origin === new URL(apiUrl).origin ? address : undefined
  } catch {
    return undefined
  }
}

/** The origin of the kit's service, which alone may post a social login's result to the page. */
export function serviceOrigin(apiUrl: string): string {
  return new URL(apiUrl).origin
}
