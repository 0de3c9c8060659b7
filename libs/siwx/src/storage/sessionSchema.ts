import * as v from 'valibot'
import type { SIWXSession } from '@gatehouse/common'

const optionalText = v.optional(v.string())

/** A stored session as read back from storage, which a page's other scripts can change. */
export const sessionSchema = v.object({
  data: v.object({
    accountAddress: v.string(),
    chainId: v.pipe(v.string(), v.regex(/^[a-z0-9-]+:[^:]+$/)),
    domain: v.string(),
    uri: v.string(),
    version: v.string(),
    nonce: v.string(),
    statement: optionalText,
    issuedAt: optionalText,
    expirationTime: optionalText,
    notBefore: optionalText,
    requestId: optionalText,
    resources: v.optional(v.array(v.string())),
  }),
  message: v.string(),
  signature: v.string(),
  cacao: v.optional(v.looseObject({})),
})

/** The sessions of a stored list that have the right shape; anything else is dropped. */
export function readSessions(raw: string | null): SIWXSession[] {
  if (raw === null) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  return parsed.flatMap((item) => {
    const result = v.safeParse(sessionSchema, item)
    return result.success ? [result.output as SIWXSession] : []
  })
}
