/** The SIWXSignMessage view: loaded only when the host sets `siwx` or `siweConfig`. */
export { SIWXSignMessageView } from './SIWXSignMessageView'

/** The feature's messages in every language: the kit titles its views from them (see manifest.ts). */
export { siwxCatalogue as messages } from './i18n/siwxMessages'
