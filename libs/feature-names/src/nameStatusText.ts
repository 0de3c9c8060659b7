import { ErrorMessage, type AccountNameIssue } from '@gatehouse/common'
import type { NameState } from './createNameController'
import type { Messages } from './i18n/compiled/types'

/** The rule of docs/reference/validation.md#account-names the typed name breaks, in the visitor's language. */
export function issueText(issue: AccountNameIssue, messages: Messages): string {
  switch (issue) {
    case 'tooShort':
      return messages.issueTooShort()
    case 'badCharacters':
      return messages.issueBadCharacters()
    case 'tooLong':
      return messages.issueTooLong()
  }
}

/** The catalogue's error (docs/reference/messages.md#thrown-errors) of the form's last failure, in the visitor's language. */
export function errorText(error: string, fullName: string, messages: Messages): string {
  if (error === ErrorMessage.errorFetchingNameSuggestions) return messages.errorFetchingNameSuggestions()
  if (error === ErrorMessage.signatureDeclined) return messages.signatureDeclined()
  return messages.errorRegisteringName({ name: fullName })
}

/** What the service said of the typed name: checking, available or taken (nothing before it answers). */
export function availabilityText(
  state: Pick<NameState, 'input' | 'issue' | 'loadingSuggestions' | 'available'>,
  fullName: string,
  messages: Messages,
): string | undefined {
  if (state.input === '' || state.issue) return undefined
  if (state.loadingSuggestions) return messages.checking({ name: fullName })
  if (state.available === true) return messages.available({ name: fullName })
  if (state.available === false) return messages.unavailable({ name: fullName })
  return undefined
}
