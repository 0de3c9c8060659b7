import type { View } from './views'

/** What decides the view the modal opens on. */
export interface OpenViewInput {
  requestedView?: View | undefined
  /** An address is connected on the namespace being opened. */
  isConnected: boolean
  /** The host controls WalletConnect itself (`manualWCControl`). */
  manualWalletConnect: boolean
  hasAdapters: boolean
  isMobile: boolean
  /** The modal is embedded in the page (`enableEmbedded`). */
  embedded: boolean
}

/** The opening rules (docs/reference/views.md#opening-rules), in their order. */
export function resolveOpenView(input: OpenViewInput): View {
  if (input.requestedView) return input.requestedView
  if (input.embedded) return input.isConnected ? 'Account' : 'Connect'
  if (input.isConnected) return 'Account'
  if (input.manualWalletConnect || !input.hasAdapters) {
    return input.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  }
  return 'Connect'
}
