import * as v from 'valibot'

/** An e-mail address as docs/reference/validation.md#email wants it in login and update payloads (the same rule the kit stores it by). */
const emailSchema = v.pipe(v.string(), v.trim(), v.maxLength(254), v.email())

/** The address trimmed when it is a valid e-mail address (docs/reference/validation.md#email), else undefined. */
export function validEmail(value: string): string | undefined {
  const result = v.safeParse(emailSchema, value)
  return result.success ? result.output : undefined
}
