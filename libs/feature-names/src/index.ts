/** The account-name views (docs/reference/views.md#register-account-name): loaded by the modal only when the visitor opens them. */
export { RegisterAccountNameView } from './RegisterAccountNameView'
export { RegisterAccountNameSuccessView } from './RegisterAccountNameSuccessView'

/** The feature's messages in every language: the kit titles its views from them (see manifest.ts). */
export { namesCatalogue as messages } from './i18n/namesMessages'
