const steps = [
  { limit: 60, seconds: 1, one: 'sec', many: 'sec' },
  { limit: 60 * 60, seconds: 60, one: 'min', many: 'min' },
  { limit: 24 * 60 * 60, seconds: 60 * 60, one: 'hr', many: 'hrs' },
  { limit: 30 * 24 * 60 * 60, seconds: 24 * 60 * 60, one: 'd', many: 'd' },
  { limit: 365 * 24 * 60 * 60, seconds: 30 * 24 * 60 * 60, one: 'mo', many: 'mo' },
  { limit: Infinity, seconds: 365 * 24 * 60 * 60, one: 'yr', many: 'yrs' },
] as const

/**
 * How long ago a moment was, in short English (SPEC §9): "just now", "42 sec ago", "1 min ago",
 * "3 hrs ago", "2 d ago", "5 mo ago", "1 yr ago". Moments in the future (clock skew) read "just now".
 */
export function formatRelativeTime(moment: Date | number, now: Date | number = Date.now()): string {
  const elapsed = Math.floor((Number(now) - Number(moment)) / 1000)
  if (!Number.isFinite(elapsed) || elapsed < 5) return 'just now'
  const step = steps.find((candidate) => elapsed < candidate.limit) ?? steps[5]
  const count = Math.floor(elapsed / step.seconds)
  return `${count} ${count === 1 ? step.one : step.many} ago`
}
