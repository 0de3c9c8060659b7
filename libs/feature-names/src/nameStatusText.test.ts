import { describe, expect, it } from 'vitest'
import { ErrorMessage } from '@gatehouse/common'
import { catalogue } from './i18n/compiled/catalogue'
import { availabilityText, errorText, issueText } from './nameStatusText'

const messages = catalogue.source

describe('the name form texts', () => {
  it('says each name rule', () => {
    expect(issueText('tooShort', messages)).toBe('A name needs at least 4 characters')
    expect(issueText('badCharacters', messages)).toBe('Use only letters, digits and hyphens')
    expect(issueText('tooLong', messages)).toBe('A name can have at most 63 characters')
  })

  it("writes the catalogue's errors", () => {
    const name = 'alice.gatehouse.id'
    expect(errorText(ErrorMessage.errorRegisteringName(name), name, messages)).toBe(
      'Error registering name alice.gatehouse.id',
    )
    expect(errorText(ErrorMessage.errorFetchingNameSuggestions, name, messages)).toBe(
      'Error fetching name suggestions',
    )
    expect(errorText(ErrorMessage.signatureDeclined, name, messages)).toBe('Signature declined')
  })

  it('says availability only for a valid name the service answered about', () => {
    const base = { input: 'alice', issue: undefined, loadingSuggestions: false, available: undefined }
    const name = 'alice.gatehouse.id'
    expect(availabilityText({ ...base, input: '' }, name, messages)).toBeUndefined()
    expect(availabilityText({ ...base, issue: 'tooShort' }, name, messages)).toBeUndefined()
    expect(availabilityText({ ...base, loadingSuggestions: true }, name, messages)).toBe(
      'Checking alice.gatehouse.id…',
    )
    expect(availabilityText({ ...base, available: true }, name, messages)).toBe(
      'alice.gatehouse.id is available',
    )
    expect(availabilityText({ ...base, available: false }, name, messages)).toBe(
      'alice.gatehouse.id is taken',
    )
    expect(availabilityText(base, name, messages)).toBeUndefined()
  })
})
