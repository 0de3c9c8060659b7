import { appendFileSync, readFileSync } from 'node:fs'

/** One view of the modal that an e2e session's layout watch checked. */
export interface LayoutCheck {
  /** The kit's name of the view (`Account`, `WalletSend`…), with the selected tab's (`Account › activity`). */
  view: string
  /** The page's width in CSS pixels. */
  width: number
  /** The modal's language (`en`, `ar`). */
  language: string
}

const phone = { width: 360, height: 740 }
const desktop = { width: 1280, height: 800 }

/** The sizes and languages every view the suite reaches must be checked in. */
export const layoutConfigurations = [
  { name: 'phone, English', phone: true, viewport: phone, language: 'en' },
  { name: 'phone, Arabic', phone: true, viewport: phone, language: 'ar' },
  { name: 'desktop, English', phone: false, viewport: desktop, language: 'en' },
  { name: 'desktop, Arabic', phone: false, viewport: desktop, language: 'ar' },
] as const

/** Up to this width a page is a phone's: the modal becomes a bottom sheet at 430 px and below. */
const phoneWidth = 430

/** Whether a check was made at a configuration's size class and in its language. */
export function isIn(check: LayoutCheck, configuration: (typeof layoutConfigurations)[number]): boolean {
  return configuration.phone === check.width <= phoneWidth && configuration.language === check.language
}

/**
 * Each view some session reached that the layout check did not see in every configuration of
 * `layoutConfigurations`, with the configurations it is missing, in the order views were first met.
 */
export function missingLayoutChecks(checks: readonly LayoutCheck[]): { view: string; missing: string[] }[] {
  const seen = new Map<string, Set<string>>()
  for (const check of checks) {
    const configuration = layoutConfigurations.find((candidate) => isIn(check, candidate))
    const views = seen.get(check.view) ?? new Set<string>()
    if (configuration) views.add(configuration.name)
    seen.set(check.view, views)
  }
  return [...seen]
    .map(([view, configurations]) => ({
      view,
      missing: layoutConfigurations.map((c) => c.name).filter((name) => !configurations.has(name)),
    }))
    .filter((entry) => entry.missing.length > 0)
}

/**
 * One test's checks, recorded for the suite's end: a line of JSON naming the test file, written even
 * when the test checked nothing, so the end knows which files ran.
 */
export function recordLayoutChecks(file: string, testFile: string, checks: readonly LayoutCheck[]) {
  appendFileSync(file, JSON.stringify({ testFile, checks }) + '\n')
}

/** What `recordLayoutChecks` wrote: every check, and the test files that ran. */
export function readLayoutChecks(file: string): { checks: LayoutCheck[]; testFiles: Set<string> } {
  let text = ''
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return { checks: [], testFiles: new Set() }
  }
  const rows = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { testFile: string; checks: LayoutCheck[] })
  return {
    checks: rows.flatMap((row) => row.checks),
    testFiles: new Set(rows.map((row) => row.testFile)),
  }
}
