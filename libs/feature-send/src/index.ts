/** The Send view: loaded by the modal only when the send feature is on. */
export { SendView } from './SendView'

/** The feature's messages in every language: the kit titles its views from them (see manifest.ts). */
export { sendCatalogue as messages } from './i18n/sendMessages'
