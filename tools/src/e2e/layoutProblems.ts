import type { Page } from 'playwright-core'

/** What {@link layoutProblems} looks at. */
export interface LayoutProblemsOptions {
  /** CSS selector of the part of the page to check (open shadow roots inside it included); the whole page by default. */
  within?: string
}

/**
 * The interactive controls a visitor cannot fully see or press, one human-readable line each (empty
 * when every control is fine). axe does not catch these: a control cut off by its panel, spilling out
 * of its row, or covered by another element still has a name and a role.
 *
 * Every visible control (buttons, links, form fields, summaries, ARIA widgets, focusable elements),
 * in open shadow roots too, is reported when
 * - an ancestor that clips (overflow other than visible) or the viewport cuts part of it off. Cut off
 *   sideways is always a problem; cut off above or below is not when that ancestor scrolls (a long
 *   wallet list), since the visitor scrolls to it — the control is then scrolled into view for the
 *   press test below, and the scroll positions are put back afterwards;
 * - it sticks out of the box of its container, or its own content (a label) spills out of it or is
 *   cut off without an ellipsis;
 * - a press at its centre would land on another element (`elementFromPoint`, through shadow roots).
 *
 * Finite animations are awaited first (an entrance animation's transform would move the boxes).
 * Call it at each size and language a test cares about; it changes nothing on the page.
 */
export async function layoutProblems(page: Page, options: LayoutProblemsOptions = {}): Promise<string[]> {
  const settings = JSON.stringify({ within: options.within ?? null, tolerance: 1, scrollTo: true })
  // Sent as source: a transpiler that keeps function names (tsx does) wraps the nested functions in
  // its __name helper, which the page lacks; an identity stands in for it.
  return page.evaluate(
    `(() => { const __name = (target) => target; return (${inspectLayout.toString()})(${settings}) })()`,
  ) as Promise<string[]>
}

/**
 * The page-side check as source, for a page that runs it by itself (see viewLayoutWatch): a function
 * of `{ within, tolerance, scrollTo }` resolving to the problem lines. It uses a `__name` helper the
 * caller defines as an identity (tsx keeps function names through it).
 */
export function layoutInspectorSource(): string {
  return inspectLayout.toString()
}

// Runs in the page: it must not reference anything outside its own body. With `scrollTo` false it
// never scrolls: a control a visitor would scroll to is judged sideways only (not pressed at).
async function inspectLayout({
  within,
  tolerance,
  scrollTo,
}: {
  within: string | null
  tolerance: number
  scrollTo: boolean
}) {
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
  await Promise.race([
    Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
    new Promise((done) => setTimeout(done, 2000)),
  ])
  // Two frames, so that what was just rendered is laid out; a page the browser does not paint (hidden,
  // or its frames held back) runs no frame, and its layout is read as it stands.
  await Promise.race([
    new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    new Promise((done) => setTimeout(done, 500)),
  ])

  const interactive = [
    'button',
    'a[href]',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    ...['button', 'tab', 'link', 'checkbox', 'radio', 'switch', 'menuitem', 'option'].map(
      (role) => `[role="${role}"]`,
    ),
    '[tabindex]:not([tabindex="-1"])',
  ].join(', ')

  interface Box {
    left: number
    top: number
    right: number
    bottom: number
  }

  // The element a box's layout hangs from: a slotted element's slot, a shadow root's host.
  const parentOf = (element: Element): Element | null =>
    element.assignedSlot ??
    element.parentElement ??
    (element.parentNode instanceof ShadowRoot ? element.parentNode.host : null)

  const composedContains = (ancestor: Element, node: Element | null): boolean => {
    for (let current = node; current; current = parentOf(current)) if (current === ancestor) return true
    return false
  }

  const deepElementFromPoint = (x: number, y: number): Element | null => {
    let hit = document.elementFromPoint(x, y)
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y)
      if (!inner || inner === hit) break
      hit = inner
    }
    return hit
  }

  const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim()
  const clipped = (value: string) => (value.length > 40 ? `${value.slice(0, 39)}…` : value)

  const nameOf = (element: Element): string => {
    const root = element.getRootNode() as Document | ShadowRoot
    const labelledBy = element.getAttribute('aria-labelledby')
    const fromIds = labelledBy
      ? text(
          labelledBy
            .split(/\s+/)
            .map((id) => root.getElementById(id)?.textContent)
            .join(' '),
        )
      : ''
    const labels = 'labels' in element ? (element as HTMLInputElement).labels : null
    const fromLabel = labels ? text([...labels].map((label) => label.textContent).join(' ')) : ''
    return clipped(
      text(element.getAttribute('aria-label')) ||
        fromIds ||
        fromLabel ||
        text((element as HTMLElement).innerText) ||
        text(element.getAttribute('title')) ||
        text(element.getAttribute('placeholder')) ||
        text(element.querySelector('img[alt]')?.getAttribute('alt')),
    )
  }

  const kindOf = (element: Element): string => {
    const role = element.getAttribute('role')
    if (role) return role
    const tag = element.tagName.toLowerCase()
    if (tag === 'a') return 'link'
    if (tag === 'input') return `input[type=${(element as HTMLInputElement).type}]`
    return tag
  }

  const describeControl = (element: Element) => {
    const name = nameOf(element)
    return name ? `${kindOf(element)} "${name}"` : `${kindOf(element)} (no name)`
  }

  const describeBox = (element: Element) => {
    const tag = element.tagName.toLowerCase()
    const testId = element.getAttribute('data-testid')
    if (testId) return `${tag}[data-testid=${testId}]`
    const className = typeof element.className === 'string' ? element.className.trim().split(/\s+/)[0] : ''
    return className ? `${tag}.${className}` : tag
  }

  const px = (value: number) => `${Math.round(value)} px`

  // Where a box sticks out of another, the worst side first; null when it fits.
  const overhang = (box: Box, frame: Box, axis: 'x' | 'y') => {
    const [before, after, beforeName, afterName] =
      axis === 'x'
        ? [frame.left - box.left, box.right - frame.right, 'left', 'right']
        : [frame.top - box.top, box.bottom - frame.bottom, 'top', 'bottom']
    if (Math.max(before, after) <= tolerance) return null
    return before >= after ? { by: before, side: beforeName } : { by: after, side: afterName }
  }

  // The padding box: what an element with overflow other than visible shows of its content.
  const paddingBox = (element: Element): Box => {
    const rect = element.getBoundingClientRect()
    const left = rect.left + element.clientLeft
    const top = rect.top + element.clientTop
    return { left, top, right: left + element.clientWidth, bottom: top + element.clientHeight }
  }

  const scrolls = (style: CSSStyleDeclaration, element: Element) =>
    (style.overflowY === 'auto' || style.overflowY === 'scroll') &&
    element.scrollHeight > element.clientHeight + tolerance

  // An ancestor's overflow clips a descendant unless the descendant (or a box between them) is
  // positioned out of its reach: absolute boxes escape to their containing block, fixed ones (and the
  // top layer's) to the viewport.
  const startsContainingBlock = (style: CSSStyleDeclaration) =>
    style.position !== 'static' ||
    style.transform !== 'none' ||
    style.filter !== 'none' ||
    /paint|layout|strict|content/.test(style.contain)

  const matchesSafely = (element: Element, selector: string) => {
    try {
      return element.matches(selector)
    } catch {
      return false
    }
  }
  const inTopLayer = (element: Element) => matchesSafely(element, ':modal, :popover-open')
  const inModalState = (element: Element) => matchesSafely(element, ':modal')

  interface Measure {
    problems: string[]
    // The part a visitor can see (scrollable ancestors scrolled to it); null when none of it.
    visible: Box | null
    // A scrollable ancestor (or the page) must scroll before the control is on screen.
    needsScroll: boolean
  }

  const measure = (control: Element): Measure => {
    const problems: string[] = []
    const rect = control.getBoundingClientRect()
    let box: Box = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom }
    let needsScroll = false
    const ownStyle = getComputedStyle(control)
    let escape: 'none' | 'absolute' | 'fixed' =
      ownStyle.position === 'fixed' || inTopLayer(control)
        ? 'fixed'
        : ownStyle.position === 'absolute'
          ? 'absolute'
          : 'none'
    for (let ancestor = parentOf(control); ancestor; ancestor = parentOf(ancestor)) {
      if (ancestor === document.documentElement || ancestor === document.body) break
      const style = getComputedStyle(ancestor)
      const containing = startsContainingBlock(style)
      const reaches = escape === 'none' || (escape === 'absolute' && containing)
      if (reaches && (style.overflowX !== 'visible' || style.overflowY !== 'visible')) {
        const frame = paddingBox(ancestor)
        const sideways = overhang(box, frame, 'x')
        if (sideways) {
          problems.push(
            `cut off ${px(sideways.by)} at the ${sideways.side} by ${describeBox(ancestor)} (overflow: ${style.overflowX})`,
          )
        }
        const upDown = overhang(box, frame, 'y')
        if (upDown && scrolls(style, ancestor)) {
          needsScroll = true
          // Scrolled to, the control shows in the frame as far as the frame is tall.
          const height = Math.min(box.bottom - box.top, frame.bottom - frame.top)
          const top = box.top < frame.top ? frame.top : Math.max(frame.top, frame.bottom - height)
          box = { ...box, top, bottom: top + height }
        } else if (upDown) {
          problems.push(
            `cut off ${px(upDown.by)} at the ${upDown.side} by ${describeBox(ancestor)} (overflow: ${style.overflowY})`,
          )
        }
        // What is cut off has been said; the ancestors further out judge what is left.
        box = {
          left: Math.max(box.left, frame.left),
          right: Math.min(box.right, frame.right),
          top: Math.max(box.top, frame.top),
          bottom: Math.min(box.bottom, frame.bottom),
        }
      }
      if (style.position === 'fixed' || inTopLayer(ancestor)) escape = 'fixed'
      else if (style.position === 'absolute' && escape !== 'fixed') escape = 'absolute'
      else if (escape === 'absolute' && containing) escape = 'none'
    }
    const viewport: Box = {
      left: 0,
      top: 0,
      right: document.documentElement.clientWidth,
      bottom: window.innerHeight,
    }
    const sideways = overhang(box, viewport, 'x')
    if (sideways) problems.push(`off screen: ${px(sideways.by)} past the viewport's ${sideways.side} edge`)
    const upDown = overhang(box, viewport, 'y')
    if (upDown && escape === 'fixed') {
      problems.push(
        `off screen: ${px(upDown.by)} past the viewport's ${upDown.side} edge (it is fixed there)`,
      )
    } else if (upDown) {
      needsScroll = true
    }
    const visible: Box = {
      left: Math.max(box.left, viewport.left),
      right: Math.min(box.right, viewport.right),
      top: Math.max(box.top, viewport.top),
      bottom: Math.min(box.bottom, viewport.bottom),
    }
    return {
      problems,
      visible: visible.right > visible.left && visible.bottom > visible.top ? visible : null,
      needsScroll,
    }
  }

  // Sticking out of its container, or its own content spilling out of it.
  const spills = (control: Element): string[] => {
    const problems: string[] = []
    const style = getComputedStyle(control)
    if (style.position !== 'absolute' && style.position !== 'fixed') {
      let container = parentOf(control)
      while (container && getComputedStyle(container).display.startsWith('inline'))
        container = parentOf(container)
      if (container && container !== document.body && container !== document.documentElement) {
        const containerStyle = getComputedStyle(container)
        // A container that clips was judged above (cut off, or scrolled to).
        if (containerStyle.overflowX === 'visible' && containerStyle.overflowY === 'visible') {
          const rect = control.getBoundingClientRect()
          const frame = container.getBoundingClientRect()
          for (const axis of ['x', 'y'] as const) {
            const out = overhang(rect, frame, axis)
            if (out)
              problems.push(
                `sticks out ${px(out.by)} at the ${out.side} of its container ${describeBox(container)}`,
              )
          }
        }
      }
    }
    // A field's text scrolls inside it by design.
    if (!control.matches('input, select, textarea')) {
      const wider = control.scrollWidth - control.clientWidth
      const taller = control.scrollHeight - control.clientHeight
      const worst = Math.max(wider, taller)
      if (worst > tolerance && control.clientWidth > 0) {
        const axis = wider >= taller ? 'wide' : 'tall'
        if (style.overflowX === 'visible' && style.overflowY === 'visible') {
          problems.push(`its content spills out of it: ${px(worst)} too ${axis}`)
        } else if (style.textOverflow !== 'ellipsis') {
          problems.push(`its content is cut off inside it: ${px(worst)} too ${axis}`)
        }
      }
    }
    return problems
  }

  // The point a press aims at: the centre of what shows of the control, or of its largest line
  // when it is inline and wraps (the centre of the box around two lines may be between them).
  const aimAt = (control: Element, visible: Box): [number, number] => {
    const fragments = [...control.getClientRects()]
    if (fragments.length > 1) {
      const largest = fragments.reduce((best, rect) =>
        rect.width * rect.height > best.width * best.height ? rect : best,
      )
      const left = Math.max(largest.left, visible.left)
      const right = Math.min(largest.right, visible.right)
      const top = Math.max(largest.top, visible.top)
      const bottom = Math.min(largest.bottom, visible.bottom)
      if (right > left && bottom > top) return [(left + right) / 2, (top + bottom) / 2]
    }
    return [(visible.left + visible.right) / 2, (visible.top + visible.bottom) / 2]
  }

  const covered = (control: Element, visible: Box): string | null => {
    if (getComputedStyle(control).pointerEvents === 'none') return null
    const [x, y] = aimAt(control, visible)
    const hit = deepElementFromPoint(x, y)
    if (!hit) return `nothing is at its centre (${Math.round(x)}, ${Math.round(y)})`
    if (composedContains(control, hit)) return null
    // A label presses its own control.
    const label = hit.closest('label')
    const labels = 'labels' in control ? (control as HTMLInputElement).labels : null
    if (label && labels && [...labels].includes(label)) return null
    return `covered at its centre (${Math.round(x)}, ${Math.round(y)}) by ${describeBox(hit)}${
      nameOf(hit) ? ` "${nameOf(hit)}"` : ''
    }`
  }

  const controls: Element[] = []
  const modals: Element[] = []
  const collect = (root: Document | ShadowRoot | Element) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.matches(interactive)) controls.push(element)
      if (inModalState(element)) modals.push(element)
      if (element.shadowRoot) collect(element.shadowRoot)
    }
  }
  const scope = within ? document.querySelector(within) : document.documentElement
  if (!scope) return [`nothing matches ${within}`]
  if (scope.matches(interactive)) controls.push(scope)
  collect(scope)
  if (scope.shadowRoot) collect(scope.shadowRoot)

  const shown = controls.filter((control) => {
    if (control.closest('[inert]')) return false
    // An open modal dialog makes the rest of the page inert: what it covers cannot be pressed anyway.
    if (modals.length > 0 && !modals.some((modal) => composedContains(modal, control))) return false
    if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false
    const rect = control.getBoundingClientRect()
    // Visually hidden (a screen reader's text, a native input behind its drawn twin).
    return rect.width > 1 && rect.height > 1
  })

  const scrolled = new Map<Element, [number, number]>()
  const pageScroll: [number, number] = [window.scrollX, window.scrollY]
  const rememberScrolls = (control: Element) => {
    for (let ancestor = parentOf(control); ancestor; ancestor = parentOf(ancestor)) {
      if (!scrolled.has(ancestor)) scrolled.set(ancestor, [ancestor.scrollLeft, ancestor.scrollTop])
    }
  }

  const lines: string[] = []
  for (const control of shown) {
    let found = measure(control)
    const problems = [...found.problems, ...spills(control)]
    if (found.problems.length === 0) {
      if (found.needsScroll && !scrollTo) {
        for (const problem of problems) lines.push(`${describeControl(control)}: ${problem}`)
        continue
      }
      if (found.needsScroll) {
        rememberScrolls(control)
        control.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' })
        found = measure(control)
        problems.push(...found.problems.map((problem) => `${problem}, scrolled to`))
      }
      if (found.visible && found.problems.length === 0) {
        const cover = covered(control, found.visible)
        if (cover) problems.push(cover)
      }
    }
    for (const problem of problems) lines.push(`${describeControl(control)}: ${problem}`)
  }
  for (const [element, [left, top]] of scrolled) {
    element.scrollLeft = left
    element.scrollTop = top
  }
  window.scrollTo(pageScroll[0], pageScroll[1])
  return [...new Set(lines)]
}
