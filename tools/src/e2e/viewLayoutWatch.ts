import type { BrowserContext } from 'playwright-core'
import { layoutInspectorSource } from './layoutProblems'

/**
 * Checks the layout of every view of the modal an end-to-end session reaches, without a line in the
 * test: each page of the context watches the open dialog, and once a view (the dialog's title and its
 * selected tab) has settled for two looks in a row, runs the layout check of `layoutProblems` on it
 * (controls cut off, sticking out or covered), at the session's size and language. It never scrolls
 * or presses anything, so it cannot disturb the test; a control a visitor would scroll to is judged
 * sideways only. The problems reach Node as they are found, so a reload loses none; `check()` fails
 * with them when the session closes.
 */
export async function watchViewLayout(context: BrowserContext, what: string) {
  const problems: string[] = []
  await context.exposeBinding('__gatehouseLayoutReport', (_source, lines: string[]) => {
    for (const line of lines) if (!problems.includes(line)) problems.push(line)
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
    setInterval(async () => {
      if (running || !document.documentElement) return
      const dialog = deepDialog(document)
      const signature = dialog ? signatureOf(dialog) : ''
      const settled = signature !== '' && signature === previous
      previous = signature
      if (!settled || checked.has(signature)) return
      // Busy states (a spinner in place of a list) are not the view a visitor reads.
      if (dialog.querySelector('[aria-busy="true"]')) return
      checked.add(signature)
      running = true
      try {
        const lines = await inspect({ within: null, tolerance: 1, scrollTo: false })
        const size = innerWidth + '×' + innerHeight + ' ' + (document.documentElement.lang || '')
        if (lines.length > 0)
          window.__gatehouseLayoutReport(lines.map((line) => signature + ' (' + size.trim() + '): ' + line))
      } finally {
        running = false
      }
    }, 400)
  })()`)
  return {
    problems,
    /** Fails when a view the session reached had a control cut off, sticking out or covered. */
    check() {
      if (problems.length > 0)
        throw new Error(`${what} reached views with layout problems:\n  ${problems.join('\n  ')}`)
    },
  }
}
