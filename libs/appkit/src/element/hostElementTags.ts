/** The web components beside `<appkit-button>`, named as in @reown/appkit, with the attributes each reads. */
export const hostElementAttributes = {
  'appkit-network-button': ['disabled'],
  'appkit-account-button': ['disabled', 'balance', 'namespace'],
  'appkit-connect-button': ['size', 'label', 'loadinglabel', 'loading-label'],
  'appkit-wallet-button': ['wallet', 'disabled'],
} as const satisfies Record<string, readonly string[]>

/** One of those elements' tag names. */
export type HostElementTag = keyof typeof hostElementAttributes
