import { ErrorMessage, isUserRejection } from '@gatehouse/common'

/** The EIP-1193 provider `useAppKitProvider('eip155')` returns. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>
}

/** A wallet error in words for the page. */
export function describeError(error: unknown, declined: string = ErrorMessage.signatureDeclined): string {
  if (isUserRejection(error)) return declined
  const message = (error as { message?: unknown })?.message
  return typeof message === 'string' && message ? (message.split('\n')[0] ?? message) : 'Something went wrong'
}

export function utf8ToHex(text: string): `0x${string}` {
  return `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
