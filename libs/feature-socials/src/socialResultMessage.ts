import { parseSocialLoginResultMessage, type SocialLoginResultMessage } from '@gatehouse/common'

/** What a `message` event carries that decides whether it is the social login's result. */
export interface ReceivedMessage {
  readonly origin: string
  readonly source: unknown
  readonly data: unknown
}

/**
 * The social login's result when `event` comes from the service's origin and from the popup the kit
 * opened, and is well formed; undefined for anything else (docs/architecture/errors.md#message-origin: a `message` event is
 * handled only from the expected origin and source window).
 */
export function acceptSocialResult(
  event: ReceivedMessage,
  expected: { readonly origin: string; readonly source: unknown },
): SocialLoginResultMessage | undefined {
  if (event.origin !== expected.origin) return undefined
  if (expected.source === undefined || expected.source === null || event.source !== expected.source)
    return undefined
  return parseSocialLoginResultMessage(event.data)
}
