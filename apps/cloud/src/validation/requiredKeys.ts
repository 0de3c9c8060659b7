import type * as v from 'valibot'

/**
 * The message of an object schema: "<key> is required" for a missing key (valibot reports those on
 * the object, with the key quoted in `expected`), "<what> must be an object" otherwise.
 */
export function objectMessage(what: string) {
  return (issue: v.BaseIssue<unknown>): string => {
    const key = issue.expected?.match(/^"(.+)"$/)?.[1]
    if (key && issue.received === 'undefined') return `${key} is required`
    if (issue.expected === 'never') return `unknown field ${issue.received}`
    return `${what} must be an object`
  }
}
