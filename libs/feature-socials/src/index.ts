/**
 * Social login (docs/reference/views.md#social-login-views): the Connect view's provider buttons, the list of
 * every provider ("more") and the ConnectingSocial view of the popup (or redirect) login. The modal
 * loads this library only when the `socials` feature is on.
 */
export { socialsCatalogue } from './i18n/socialsMessages'
/** The feature's messages in every language: the kit titles its views from them (see manifest.ts). */
export { socialsCatalogue as messages } from './i18n/socialsMessages'
/**
 * The ConnectingFarcaster view, in a chunk of its own: its QR code (the largest part of this library)
 * loads when the view opens, not with the Connect view's buttons.
 */
export const loadConnectingFarcasterView = () => import('./farcaster/ConnectingFarcasterView')
export type { FarcasterSignIn, FarcasterSignInState } from './farcaster/createFarcasterSignIn'
export { SocialLoginButtons } from './SocialLoginButtons'
export { ConnectSocialsView } from './ConnectSocialsView'
export { ConnectingSocialView } from './ConnectingSocialView'
