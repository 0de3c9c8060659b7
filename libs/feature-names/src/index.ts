/** The account-name views (SPEC §2): loaded by the modal only when the visitor opens them. */
export { RegisterAccountNameView } from './RegisterAccountNameView'
export { RegisterAccountNameSuccessView } from './RegisterAccountNameSuccessView'
