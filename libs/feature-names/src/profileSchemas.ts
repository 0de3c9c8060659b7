import * as v from 'valibot'

/** A registered name as the profile API answers it (docs/reference/endpoints.md#profile-api); times in seconds. */
export const nameRecordSchema = v.object({
  name: v.string(),
  registered: v.number(),
  updated: v.number(),
  addresses: v.record(v.string(), v.object({ address: v.string(), created: v.number() })),
  attributes: v.record(v.string(), v.string()),
})
export type NameRecord = v.InferOutput<typeof nameRecordSchema>

/** GET /v1/profile/reverse/{address}: the address's names. */
export const reverseNamesSchema = v.array(nameRecordSchema)

/** One name suggestion (docs/reference/entities.md#name-suggestion), with whether it is taken. */
export const nameSuggestionSchema = v.object({ name: v.string(), registered: v.boolean() })
export type NameSuggestion = v.InferOutput<typeof nameSuggestionSchema>

/** GET /v1/profile/suggestions/{name}. */
export const nameSuggestionsSchema = v.object({ suggestions: v.array(nameSuggestionSchema) })

/** POST /v1/profile/account. */
export const nameRegisteredSchema = v.object({ success: v.literal(true), name: v.string() })
