import type { BrowserContext } from 'playwright-core'
import type { LayoutCheck } from './layoutCoverage'
import { layoutInspectorSource } from './layoutProblems'

/**
 * Checks the layout of every view of the modal an end-to-end session reaches, without a line in the
 * test: each page of the context watches the open dialog, and once a view (the dialog's title and its
 * selected tab) has settled for two looks in a row, 250 ms apart, runs the layout check of `layoutProblems` on it
 * (controls cut off, sticking out or covered), once for each size and language it is seen in. It never scrolls
 * or presses anything, so it cannot disturb the test; a control a visitor would scroll to is judged
 * sideways only. The problems reach Node as they are found, so a reload loses none; `check()` fails
 * with them when the session closes. `checked` lists each view it checked by the kit's own view name
 * (the modal body's `data-view`, and the selected tab's `data-tab`), at which width and in which
 * language, for `layoutCoverage`.
 */
export async function watchViewLayout(context: BrowserContext, what: string) {
  const problems: string[] = []
  const checked: LayoutCheck[] = []
  await context.exposeBinding('__gatehouseLayoutReport', (_source, lines: string[], check: LayoutCheck) => {
    for (const line of lines) if (!problems.includes(line)) problems.push(line)
    checked.push(check)
  })
  await context.addInitScript(`(() => {
    const __name = (target) => target
    const inspect = ${layoutInspectorSource()}
    const deepDialog = (root) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.matches('dialog[open]')) return element
        if (element.shadowRoot) {
          const inner = deepDialog(element.shadowRoot)
          if (inner) return inner
        }
      }
      return null
    }
    const signatureOf = (dialog) => {
      const root = dialog.getRootNode()
      const labelledBy = dialog.getAttribute('aria-labelledby')
      const title = (labelledBy && root.getElementById(labelledBy)?.textContent) || ''
      const tab = dialog.querySelector('[role="tab"][aria-selected="true"]')?.textContent || ''
      return (title + (tab ? ' › ' + tab : '')).replace(/\\s+/g, ' ').trim()
    }
    const checked = new Set()
    let previous = ''
    let running = false
    // Looks again at the view on screen, whatever was checked before (a test that waits too long asks).
    window.__gatehouseLayoutRecheck = () => {
      checked.clear()
      previous = ''
    }
    setInterval(async () => {
      if (running || !document.documentElement) return
      const dialog = deepDialog(document)
      const lang = (dialog && dialog.closest('[lang]')?.getAttribute('lang')) || document.documentElement.lang || ''
      // A view is checked once per size and language: a session may look at one view in several.
      const signature = dialog ? signatureOf(dialog) : ''
      // Two views may share a title (Buy): the kit's view name tells them apart.
      const viewName = (dialog && dialog.querySelector('[data-view]')?.getAttribute('data-view')) || ''
      const key = viewName + ' ' + signature + ' ' + innerWidth + '×' + innerHeight + ' ' + lang
      const settled = signature !== '' && key === previous
      previous = key
      if (!settled || checked.has(key)) return
      // Busy states (a spinner in place of a list) are not the view a visitor reads.
      if (dialog.querySelector('[aria-busy="true"]')) return
      checked.add(key)
      running = true
      // The size and language the key names: the page may be resized while the check runs.
      const width = innerWidth
      const size = innerWidth + '×' + innerHeight + ' ' + lang
      try {
        const lines = await inspect({ within: null, tolerance: 1, scrollTo: false })
        const view = dialog.querySelector('[data-view]')?.getAttribute('data-view') || signature
        const tab = dialog.querySelector('[role="tab"][aria-selected="true"]')?.getAttribute('data-tab')
        await window.__gatehouseLayoutReport(
          lines.map((line) => signature + ' (' + size.trim() + '): ' + line),
          { view: tab ? view + ' › ' + tab : view, width, language: lang.split('-')[0] },
        )
      } catch (error) {
        // A view that changed under the check (or a report that did not arrive) is looked at again.
        checked.delete(key)
        window.__gatehouseLayoutFailure = String(error)
      } finally {
        running = false
      }
    }, 250)
  })()`)
  return {
    problems,
    checked,
    /** Fails when a view the session reached had a control cut off, sticking out or covered. */
    check() {
      if (problems.length > 0)
        throw new Error(`${what} reached views with layout problems:\n  ${problems.join('\n  ')}`)
    },
  }
}
