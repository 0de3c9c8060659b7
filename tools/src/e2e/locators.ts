import type { Locator, Page } from 'playwright-core'

/**
 * How long an end-to-end step may wait for the page before it fails. Steps return as soon as what
 * they wait for happens; this only bounds a hang, so it leaves room for a machine busy with other work
 * (a clean-clone CI beside eight other jobs once took over 30 s to show the Swap view).
 */
export const e2eWaitMs = 60_000

/** The modal dialog, found by its accessible name (its current title). */
export function modal(page: Page, title?: string | RegExp): Locator {
  return page.getByRole('dialog', title ? { name: title } : undefined)
}

/** Waits until the locator is visible and returns it. */
export async function visible(locator: Locator, timeout = e2eWaitMs): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout })
  return locator
}

/** Waits until the locator is hidden (or gone). */
export async function hidden(locator: Locator, timeout = e2eWaitMs) {
  await locator.waitFor({ state: 'hidden', timeout })
}
