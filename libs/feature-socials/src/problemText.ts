import type { SocialProblem } from './createSocialLogin'
import type { SocialsMessages } from './i18n/socialsMessages'

/** What the visitor reads for each reason a social login stopped. */
export function problemText(problem: SocialProblem, provider: string, messages: SocialsMessages): string {
  switch (problem) {
    case 'access_denied':
      return messages.problemAccessDenied({ provider })
    case 'provider_unavailable':
      return messages.problemProviderUnavailable({ provider })
    case 'invalid_state':
      return messages.problemInvalidState()
    case 'invalid_code':
      return messages.problemInvalidCode({ provider })
    case 'start_failed':
      return messages.problemStartFailed()
    case 'connect_failed':
      return messages.problemConnectFailed()
  }
}
