/** The Receive view (address QR code, copy, networks): loaded only when the receive feature is on. */
export { ReceiveView } from './ReceiveView'

/** The feature's messages in every language: the kit titles its views from them (see manifest.ts). */
export { receiveCatalogue as messages } from './i18n/receiveMessages'
