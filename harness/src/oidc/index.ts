export { devSocialUsers, startDevOidcServer, type DevOidcServer, type DevSocialUser } from './devOidcProvider'
export {
  formAction,
  handOverOf,
  socialBrowser,
  walkSocialLogin,
  type HandOverData,
} from './socialLoginDriver'
export {
  oidcSocialProviders,
  type OidcSocialProvider,
  type SocialLoginSettingsFile,
  type SocialProviderSettings,
} from './socialLoginSettings'
