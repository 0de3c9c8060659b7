const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/**
 * The heading of a year-and-month group of the activity list: "This month", the month's name within
 * the current year, and the month with its year before that. `month` counts from 0, as Date does.
 */
export function formatMonthGroup(year: number, month: number, now: Date = new Date()): string {
  const name = monthNames[month] ?? String(month + 1)
  if (year === now.getFullYear()) return month === now.getMonth() ? 'This month' : name
  return `${name} ${year}`
}
