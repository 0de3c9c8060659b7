import { analyticsEvents, type AnalyticsEvent } from '@gatehouse/common'

/**
 * The events a host can follow with `subscribeEvents` / `useAppKitEvents`, named as in @reown/appkit.
 * MODAL_CREATED is the first event of every instance; the analytics service only ever hears the
 * events of docs/reference/endpoints.md#analytics-events (`analyticsEvents`).
 */
export const hostEventNames = [
  'MODAL_CREATED',
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'SELECT_WALLET',
  'CONNECT_SUCCESS',
  'CONNECT_ERROR',
  'DISCONNECT_SUCCESS',
  'DISCONNECT_ERROR',
  'SWITCH_NETWORK',
  'SET_PREFERRED_ACCOUNT_TYPE',
  'ERROR_FETCH_TRANSACTIONS',
] as const

/** One event's name. */
export type HostEventName = (typeof hostEventNames)[number]

/** One event as a host receives it: `{ timestamp, data: { type: 'track', event, properties } }`. */
export interface HostEvent {
  timestamp: number
  data: {
    type: 'track'
    event: HostEventName
    properties?: Readonly<Record<string, unknown>>
  }
}

/** Whether the analytics service may hear this event (docs/reference/endpoints.md#analytics-events). */
export function isAnalyticsEvent(event: HostEventName): event is AnalyticsEvent {
  return (analyticsEvents as readonly string[]).includes(event)
}
