import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/** axe's violations on the page (open shadow roots included), one line each; empty when clean. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
  })
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
}
