import type { FrameRequestMessage, FrameRequestType } from '@gatehouse/common'

const requestTypes: ReadonlySet<string> = new Set<FrameRequestType>([
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'GET_USER',
  'GET_SOCIAL_REDIRECT_URI',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'RPC_REQUEST',
  'CANCEL_RPC_REQUEST',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'RELOAD',
])

/**
 * A request of the login frame protocol, when `data` is one: `{ id, type: 'request', request, params }`
 * with a known request type and an object of params; undefined for anything else (ignored).
 */
export function parseFrameRequest(data: unknown): FrameRequestMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { id, type, request, params } = data as Record<string, unknown>
  if (typeof id !== 'string' || id.length === 0 || id.length > 128 || type !== 'request') return undefined
  if (typeof request !== 'string' || !requestTypes.has(request)) return undefined
  const body = params ?? {}
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined
  return { id, type, request: request as FrameRequestType, params: body } as FrameRequestMessage
}
