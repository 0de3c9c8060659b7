/** The Send view (SPEC §2–§5): loaded by the modal only when the send feature is on. */
export { SendView } from './SendView'
