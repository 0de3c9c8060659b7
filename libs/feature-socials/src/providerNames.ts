import type { SocialProvider } from '@gatehouse/common'

/** The providers' own names, the same in every language (brand names are not translated). */
export const providerNames: Record<SocialProvider, string> = {
  google: 'Google',
  x: 'X',
  farcaster: 'Farcaster',
  discord: 'Discord',
  apple: 'Apple',
  github: 'GitHub',
  facebook: 'Facebook',
}
