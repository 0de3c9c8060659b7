/**
 * Social login (SPEC §1, §2, §3, §4, §5, §8, §9): the Connect view's provider buttons, the popup and
 * redirect flows and their views. The modal loads this library only when the `socials` feature is on.
 */
export { socialsCatalogue } from './i18n/socialsMessages'
export { ConnectingFarcasterView } from './farcaster/ConnectingFarcasterView'
export type { FarcasterSignIn, FarcasterSignInState } from './farcaster/createFarcasterSignIn'
