/**
 * E-mail login (docs/reference/views.md#email-views): the Connect view's e-mail field and the views of the code, the
 * device approval and the e-mail change. The modal loads this library only when the `email` feature is on.
 */
export { EmailField } from './EmailField'
export { EmailVerifyOtpView } from './EmailVerifyOtpView'
export { EmailVerifyDeviceView } from './EmailVerifyDeviceView'
export { UpdateEmailWalletView } from './UpdateEmailWalletView'
export { UpdateEmailPrimaryOtpView } from './UpdateEmailPrimaryOtpView'
export { UpdateEmailSecondaryOtpView } from './UpdateEmailSecondaryOtpView'

/** The feature's messages in every language: the kit titles its views from them (see manifest.ts). */
export { emailCatalogue as messages } from './i18n/emailMessages'
