import type { Page } from 'playwright-core'

/**
 * Holds the kit's chunk (`kitChunk-<hash>.js`) back, as a slow network would, until the returned
 * function is called: a press then meets the modal's frame, not the modal.
 */
export async function holdKitChunk(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/kitChunk-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}
