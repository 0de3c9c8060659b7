/** The events the kit reports to the analytics endpoint (docs/reference/endpoints.md#analytics-events); MODAL_CREATED is never sent. */
export const analyticsEvents = [
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'CONNECT_SUCCESS',
  'SET_PREFERRED_ACCOUNT_TYPE',
  'ERROR_FETCH_TRANSACTIONS',
] as const
export type AnalyticsEvent = (typeof analyticsEvents)[number]
