import type { Browser } from 'playwright-core'

/** Resolves in the page when the first `count` wallet images of the AllWallets grid have painted. */
const imagesPainted = (count: number) => `new Promise((resolve) => {
  const check = () => {
    const root = document.querySelector('gatehouse-modal')?.shadowRoot
    const images = [...(root?.querySelectorAll('[aria-label="All wallets"] img') ?? [])]
    const loaded = images.filter((image) => image.complete && image.naturalWidth > 0)
    if (loaded.length >= ${count}) requestAnimationFrame(() => resolve(performance.now()))
    else requestAnimationFrame(check)
  }
  check()
})`

/**
 * Scrolls the AllWallets grid to its end, a screen at a time each frame, until every wallet has loaded;
 * meanwhile records long tasks and the longest gap between frames.
 */
const scrollToTheEnd = `new Promise((resolve) => {
  const root = document.querySelector('gatehouse-modal').shadowRoot
  const scroller = root.querySelector('.gh-wallet-grid')
  const longTasks = []
  new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((entry) => entry.duration)))
    .observe({ type: 'longtask' })
  let last = performance.now()
  let longestFrame = 0
  let still = 0
  const step = () => {
    const now = performance.now()
    longestFrame = Math.max(longestFrame, now - last)
    last = now
    const before = scroller.scrollTop
    scroller.scrollTop += scroller.clientHeight
    still = scroller.scrollTop === before ? still + 1 : 0
    // At the bottom for a second: no page is coming any more.
    if (still > 60) resolve({ longTasks, longestFrame, tiles: scroller.scrollHeight / 104 * 4 })
    else requestAnimationFrame(step)
  }
  requestAnimationFrame(step)
})`

export interface AllWalletsSample {
  /** Press on "All Wallets" → the first 8 wallet images painted. */
  toImagesMs: number
  /** Longest task (> 50 ms) while scrolling through every wallet; 0 when there was none. */
  longestTaskMs: number
  longestFrameMs: number
  rows: number
}

/** Opens the demo (cold), goes to AllWallets and measures images and scrolling. */
export async function measureAllWallets(browser: Browser, url: string): Promise<AllWalletsSample> {
  const context = await browser.newContext()
  const page = await context.newPage()
  try {
    await page.goto(url)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const entry = page.getByRole('button', { name: /All Wallets/ })
    await entry.filter({ hasText: /\d/ }).waitFor()
    await page.evaluate(() => {
      const scope = window as unknown as { __pressedAt?: number }
      addEventListener('pointerdown', () => (scope.__pressedAt = performance.now()), { capture: true })
    })
    await entry.click()
    const paintedAt = (await page.evaluate(imagesPainted(8))) as number
    const pressedAt = (await page.evaluate(
      () => (window as unknown as { __pressedAt: number }).__pressedAt,
    )) as number
    const scroll = (await page.evaluate(scrollToTheEnd)) as {
      longTasks: number[]
      longestFrame: number
      tiles: number
    }
    return {
      toImagesMs: paintedAt - pressedAt,
      longestTaskMs: Math.max(0, ...scroll.longTasks),
      longestFrameMs: scroll.longestFrame,
      rows: Math.round(scroll.tiles / 4),
    }
  } finally {
    await context.close()
  }
}
