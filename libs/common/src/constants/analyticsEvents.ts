/** The events the kit reports to the analytics endpoint (SPEC §7); MODAL_CREATED is never sent. */
export const analyticsEvents = [
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'CONNECT_SUCCESS',
  'SET_PREFERRED_ACCOUNT_TYPE',
  'ERROR_FETCH_TRANSACTIONS',
] as const
export type AnalyticsEvent = (typeof analyticsEvents)[number]
