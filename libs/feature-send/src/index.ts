/** The Send view: loaded by the modal only when the send feature is on. */
export { SendView } from './SendView'
