import * as v from 'valibot'
import { HttpError } from '../http/HttpResponse'
import { describeIssues } from '../validation/describeIssues'
import { projectIdMaxLength, projectIdPattern } from '../config/projectId'

/**
 * The project id every JSON call carries (docs/reference/endpoints.md#calling-the-service), as `projectIdPattern` says. Anything else is a
 * mistake in the caller's configuration, answered with a 400 rather than the defaults of an unknown
 * project. Only blanks count as missing.
 */
export const projectIdParam = v.pipe(
  v.string('projectId is required'),
  v.check((value) => value.trim() !== '', 'projectId is required'),
  v.maxLength(projectIdMaxLength, `projectId must be at most ${projectIdMaxLength} characters`),
  v.regex(projectIdPattern, 'projectId may only contain letters, digits, hyphens and underscores'),
)

/** SDK type and version: recorded by the real service, only length-checked here. */
export const sdkParams = {
  st: v.optional(v.pipe(v.string(), v.maxLength(64, 'st must be at most 64 characters'))),
  sv: v.optional(v.pipe(v.string(), v.maxLength(64, 'sv must be at most 64 characters'))),
}

/** A whole number from `min` to `max`, `fallback` when absent. */
export function wholeNumberParam(name: string, min: number, max: number, fallback: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`
  return v.optional(
    v.pipe(
      v.string(message),
      v.regex(/^\d{1,9}$/, message),
      v.transform(Number),
      v.minValue(min, message),
      v.maxValue(max, message),
    ),
    String(fallback),
  )
}

/** A comma-separated list whose items all match `item`; empty items (a trailing comma) are dropped. */
export function commaListParam(name: string, item: RegExp, what: string) {
  return v.optional(
    v.pipe(
      v.string(),
      v.transform((text) =>
        text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
      v.maxLength(1000, `${name} may list at most 1000 ${what}`),
      v.check(
        (items) => items.every((part) => item.test(part)),
        `${name} must be a comma-separated list of ${what}`,
      ),
    ),
  )
}

/**
 * Validates query parameters; a bad one becomes a 400 naming it. Empty values count as absent, as
 * forms and URL builders often send `?search=`.
 */
export function parseQuery<TSchema extends v.GenericSchema>(
  schema: TSchema,
  query: Record<string, string>,
): v.InferOutput<TSchema> {
  const present = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''))
  const parsed = v.safeParse(schema, present)
  if (!parsed.success) throw new HttpError(400, describeIssues(parsed.issues))
  return parsed.output
}
