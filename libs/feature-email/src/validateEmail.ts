import * as v from 'valibot'

/** An e-mail address as SPEC §5 wants it in login and update payloads (the same rule the kit stores it by). */
const emailSchema = v.pipe(v.string(), v.trim(), v.maxLength(254), v.email())

/** The address trimmed when it is a valid e-mail address (SPEC §5), else undefined. */
export function validEmail(value: string): string | undefined {
  const result = v.safeParse(emailSchema, value)
  return result.success ? result.output : undefined
}
