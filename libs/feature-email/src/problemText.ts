import type { EmailMessages } from './i18n/emailMessages'
import type { CodeProblem, EmailProblem } from './problems'

/** The visitor's words for why an address was not accepted. */
export function emailProblemText(problem: EmailProblem, messages: EmailMessages): string {
  switch (problem.kind) {
    case 'invalid':
      return messages.errorInvalidEmail()
    case 'same':
      return messages.errorSameEmail()
    case 'taken':
      return messages.errorEmailTaken()
    case 'cooldown':
      return messages.errorTryAgainAfter({ seconds: problem.seconds })
    case 'locked':
      return messages.errorAddressLocked({ minutes: problem.minutes })
    case 'tooManyCodes':
      return messages.errorTooManyCodes({ minutes: problem.minutes })
    case 'failed':
      return messages.errorCodeNotSent()
  }
}

/** The visitor's words for why a code was not accepted. */
export function codeProblemText(problem: CodeProblem, messages: EmailMessages): string {
  switch (problem.kind) {
    case 'wrong':
      return messages.errorWrongCode()
    case 'expired':
      return messages.errorExpiredCode()
    case 'tooManyTries':
      return messages.errorTooManyTries()
    case 'cooldown':
      return messages.errorTryAgainAfter({ seconds: problem.seconds })
    case 'locked':
      return messages.errorAddressLocked({ minutes: problem.minutes })
    case 'tooManyCodes':
      return messages.errorTooManyCodes({ minutes: problem.minutes })
    case 'failed':
      return messages.errorCodeFailed()
  }
}
