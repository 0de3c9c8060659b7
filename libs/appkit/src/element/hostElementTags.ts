import type { AppKit } from '../api/types'
import type { ButtonAttributes } from './buttonAttributes'

/** The web components beside `<appkit-button>`, named as in @reown/appkit. */
export const hostElementTags = [
  'appkit-network-button',
  'appkit-account-button',
  'appkit-connect-button',
  'appkit-wallet-button',
] as const

/** One of those elements' tag names. */
export type HostElementTag = (typeof hostElementTags)[number]

/** What the element's lazily loaded half does with it. */
export interface HostElementMount {
  render(): void
  unmount(): void
}

/** An element the lazily loaded half renders into. */
export interface HostElement extends HTMLElement {
  /** The instance to show; the newest `createAppKit` instance when unset. */
  appkit: AppKit | undefined
  /** Its attributes as `<appkit-button>` reads them (read in the page's first bundle). */
  buttonAttributes(): ButtonAttributes
}
