import * as v from 'valibot'

/** A string of the configuration, trimmed, not empty and at most `max` characters; `field` names it in messages. */
export const text = (field: string, max: number) =>
  v.pipe(
    v.string(`${field} must be a string`),
    v.trim(),
    v.minLength(1, `${field} must not be empty`),
    v.maxLength(max, `${field} must be at most ${max} characters`),
  )

/** A URL with one of `schemes` (`['ws', 'wss']`), named in the message in that order. */
export const urlOf = (field: string, schemes: readonly string[]) =>
  v.pipe(
    v.string(`${field} must be a URL`),
    v.url(`${field} must be a URL`),
    v.check(
      (value) => schemes.some((scheme) => value.startsWith(`${scheme}://`)),
      `${field} must be a URL starting with ${schemes.map((scheme) => `${scheme}://`).join(' or ')}`,
    ),
  )

/** An http:// or https:// URL (a node's RPC or REST base, an icon). */
export const httpUrl = (field: string) => urlOf(field, ['http', 'https'])

/** The first item that appears twice in `items` by `keyOf`, if any. */
export function firstRepeated<T>(items: readonly T[], keyOf: (item: T) => string): string | undefined {
  const seen = new Set<string>()
  for (const item of items) {
    const key = keyOf(item)
    if (seen.has(key)) return key
    seen.add(key)
  }
  return undefined
}

/**
 * A check of a list that no two items share a key (a chain listed twice): `message` says what,
 * given the first repeated key.
 */
export function noRepeatedKeys<T>(keyOf: (item: T) => string, message: (repeated: string) => string) {
  return v.rawCheck<T[]>(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const repeated = firstRepeated(dataset.value, keyOf)
    if (repeated !== undefined) addIssue({ message: message(repeated) })
  })
}
