/**
 * How long a `Retry-After` header asks to wait, in milliseconds: delay-seconds or an HTTP date
 * (RFC 9110 §10.2.3). Undefined when absent or unreadable; a date in the past is 0.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  const date = Date.parse(text)
  if (Number.isNaN(date) || !/[a-z]/i.test(text)) return undefined
  return Math.max(0, date - now)
}
