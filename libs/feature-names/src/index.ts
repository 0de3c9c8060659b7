/** The account-name views (docs/reference/views.md#register-account-name): loaded by the modal only when the visitor opens them. */
export { RegisterAccountNameView } from './RegisterAccountNameView'
export { RegisterAccountNameSuccessView } from './RegisterAccountNameSuccessView'
