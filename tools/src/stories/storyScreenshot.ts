import type { Page } from 'playwright-core'

interface Clip {
  x: number
  y: number
  width: number
  height: number
}

// Room around the content for its shadow and focus ring.
const margin = 16

/**
 * A PNG of what a story shows, cropped to its content (the modal's panel, the component) and some
 * room around it, so a baseline holds the story and little of the empty page. Animations are
 * stopped (finite ones finished, endless ones at their start) and the caret hidden, so two renders of
 * the same story give the same pixels.
 */
export async function storyScreenshot(page: Page, root = '#storybook-root'): Promise<Buffer> {
  const settings = JSON.stringify({ root, margin })
  const clip = (await page.evaluate(
    `(() => { const __name = (target) => target; return (${storyContentClip.toString()})(${settings}) })()`,
  )) as Clip
  return page.screenshot({
    clip,
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
  })
}

// Runs in the page (sent as source, see layoutProblems): the union of the boxes the story paints,
// not looking into a box that clips its content (a scrolled list's hidden rows), and passing over
// a layer as large as the viewport (the dialog's overlay) to the panel inside it.
async function storyContentClip({ root, margin }: { root: string; margin: number }): Promise<Clip> {
  const scope = document.querySelector(root)
  // An image still decoding would be missing from one screenshot and not from the next.
  const images: HTMLImageElement[] = []
  const collectImages = (node: Document | ShadowRoot) => {
    images.push(...node.querySelectorAll('img'))
    for (const element of node.querySelectorAll('*'))
      if (element.shadowRoot) collectImages(element.shadowRoot)
  }
  collectImages(document)
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
  // The screenshot shows endless animations (a spinner's turn) at their start; the box of a turned
  // element is larger, so it is measured there too, then let go on.
  const endless = document
    .getAnimations()
    .filter((animation) => animation.effect?.getTiming().iterations === Infinity)
    .map((animation) => ({
      animation,
      time: animation.currentTime,
      running: animation.playState === 'running',
    }))
  for (const { animation } of endless) {
    animation.pause()
    animation.currentTime = 0
  }
  const viewportWidth = document.documentElement.clientWidth
  const viewportHeight = window.innerHeight
  const pageHeight = Math.max(document.documentElement.scrollHeight, viewportHeight)
  let left = Infinity
  let top = Infinity
  let right = -Infinity
  let bottom = -Infinity
  const visit = (element: Element) => {
    const rect = element.getBoundingClientRect()
    const style = getComputedStyle(element)
    const painted =
      rect.width > 0 &&
      rect.height > 0 &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    const overlay = rect.width >= viewportWidth && rect.height >= viewportHeight
    if (painted && !overlay) {
      left = Math.min(left, rect.left + window.scrollX)
      top = Math.min(top, rect.top + window.scrollY)
      right = Math.max(right, rect.right + window.scrollX)
      bottom = Math.max(bottom, rect.bottom + window.scrollY)
    }
    if (painted && !overlay && (style.overflowX !== 'visible' || style.overflowY !== 'visible')) return
    for (const child of element.children) visit(child)
    if (element.shadowRoot) for (const child of element.shadowRoot.children) visit(child)
  }
  // The story's own content: below the decorator's theme root and its padded page.
  const page = scope?.querySelector('main')
  if (page) for (const child of page.children) visit(child)
  if (left === Infinity) {
    const rect = (page ?? scope ?? document.body).getBoundingClientRect()
    ;({ left, top, right, bottom } = rect)
  }
  for (const { animation, time, running } of endless) {
    animation.currentTime = time
    if (running) animation.play()
  }
  const x = Math.max(0, Math.floor(left - margin))
  const y = Math.max(0, Math.floor(top - margin))
  const width = Math.max(1, Math.min(viewportWidth, Math.ceil(right + margin)) - x)
  const height = Math.max(1, Math.min(pageHeight, Math.ceil(bottom + margin)) - y)
  return { x, y, width, height }
}
