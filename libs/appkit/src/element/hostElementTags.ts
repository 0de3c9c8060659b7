/** The web components beside `<appkit-button>`, named as in @reown/appkit. */
export const hostElementTags = [
  'appkit-network-button',
  'appkit-account-button',
  'appkit-connect-button',
  'appkit-wallet-button',
] as const

/** One of those elements' tag names. */
export type HostElementTag = (typeof hostElementTags)[number]
