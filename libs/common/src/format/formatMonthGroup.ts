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

/** How a month heading reads in a language other than English. */
export interface MonthGroupLabels {
  /** The tag the month's name is written in (`ar`, `es-MX`). */
  locale: string
  /** The current month's heading in that language ("هذا الشهر"). */
  thisMonth: string
}

/**
 * The heading of a year-and-month group of the activity list: "This month", the month's name within
 * the current year, and the month with its year before that. `month` counts from 0, as Date does.
 * With `labels`, the heading is in that language ("أكتوبر 2025", "Octubre de 2025").
 */
export function formatMonthGroup(
  year: number,
  month: number,
  now: Date = new Date(),
  labels?: MonthGroupLabels,
): string {
  const sameYear = year === now.getFullYear()
  if (sameYear && month === now.getMonth()) return labels?.thisMonth ?? 'This month'
  if (labels) {
    const options: Intl.DateTimeFormatOptions = sameYear
      ? { month: 'long' }
      : { month: 'long', year: 'numeric' }
    const text = new Intl.DateTimeFormat(labels.locale, options).format(new Date(year, month, 1))
    // Spanish writes month names in lower case; a heading starts with a capital.
    return text.charAt(0).toLocaleUpperCase(labels.locale) + text.slice(1)
  }
  const name = monthNames[month] ?? String(month + 1)
  return sameYear ? name : `${name} ${year}`
}
