/** The alerts (docs/reference/messages.md#alerts). Each kind is shown at most once per kit instance. */
export const Alerts = {
  SWITCH_NETWORK_NOT_FOUND: {
    shortMessage: 'Network Not Found',
    longMessage: 'The network you asked for is not in this application’s list of networks.',
  },
  IFRAME_LOAD_FAILED: {
    shortMessage: 'Embedded wallet could not load',
    longMessage: 'The embedded wallet did not start. Check your connection and try again.',
  },
  IFRAME_REQUEST_TIMEOUT: {
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'The embedded wallet did not answer in time. Try again.',
  },
  UNVERIFIED_DOMAIN: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'This domain is not verified for this project. Add it to the project’s allowed origins.',
  },
  SESSION_EXPIRED: {
    shortMessage: 'Session Expired',
    longMessage: 'Your session is invalid. Check your device’s time settings and sign in again.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'Project ID Not Configured',
    longMessage: 'project id not configured: pass projectId to createAppKit.',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'This page’s origin is not on the project’s allowlist.',
  },
} as const satisfies Record<string, { shortMessage: string; longMessage: string }>

/** One of the alert kinds (docs/reference/messages.md#alerts). */
export type AlertKind = keyof typeof Alerts
