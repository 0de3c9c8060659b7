const steps = [
  { limit: 60, seconds: 1, one: 'sec', many: 'sec', unit: 'second' },
  { limit: 60 * 60, seconds: 60, one: 'min', many: 'min', unit: 'minute' },
  { limit: 24 * 60 * 60, seconds: 60 * 60, one: 'hr', many: 'hrs', unit: 'hour' },
  { limit: 30 * 24 * 60 * 60, seconds: 24 * 60 * 60, one: 'd', many: 'd', unit: 'day' },
  { limit: 365 * 24 * 60 * 60, seconds: 30 * 24 * 60 * 60, one: 'mo', many: 'mo', unit: 'month' },
  { limit: Infinity, seconds: 365 * 24 * 60 * 60, one: 'yr', many: 'yrs', unit: 'year' },
] as const

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>()

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale)
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { style: 'short', numeric: 'auto' })
    relativeFormats.set(locale, format)
  }
  return format
}

/**
 * How long ago a moment was. In English, short labels (docs/reference/limits.md#display): "just now", "42 sec ago",
 * "1 min ago", "3 hrs ago", "2 d ago", "5 mo ago", "1 yr ago". In another `locale`, the same steps in
 * that language's short form (`Intl.RelativeTimeFormat`): "قبل 3 دقائق", "hace 3 h". Moments in the
 * future (clock skew) read "just now".
 */
export function formatRelativeTime(
  moment: Date | number,
  now: Date | number = Date.now(),
  locale = 'en',
): string {
  const english = locale.split('-')[0] === 'en'
  const elapsed = Math.floor((Number(now) - Number(moment)) / 1000)
  if (!Number.isFinite(elapsed) || elapsed < 5) {
    return english ? 'just now' : relativeFormat(locale).format(0, 'second')
  }
  const step = steps.find((candidate) => elapsed < candidate.limit) ?? steps[5]
  const count = Math.floor(elapsed / step.seconds)
  if (!english) return relativeFormat(locale).format(-count, step.unit)
  return `${count} ${count === 1 ? step.one : step.many} ago`
}
