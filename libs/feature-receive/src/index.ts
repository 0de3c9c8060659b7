/** The Receive view (address QR code, copy, networks): loaded only when the receive feature is on. */
export { ReceiveView } from './ReceiveView'
