import type { Locator, Page } from 'playwright-core'

/** The modal dialog, found by its accessible name (its current title). */
export function modal(page: Page, title?: string | RegExp): Locator {
  return page.getByRole('dialog', title ? { name: title } : undefined)
}

/** Waits until the locator is visible and returns it. */
export async function visible(locator: Locator, timeout = 10_000): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout })
  return locator
}

/** Waits until the locator is hidden (or gone). */
export async function hidden(locator: Locator, timeout = 10_000) {
  await locator.waitFor({ state: 'hidden', timeout })
}
