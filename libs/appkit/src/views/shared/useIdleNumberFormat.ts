import { useEffect, useReducer } from 'react'
import { builtNumberFormat, numberFormat } from '@gatehouse/common'

/** Runs `task` when the browser is next idle (within a second at most); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 1000 })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, 50)
  return () => clearTimeout(handle)
}

/**
 * The locale's plain number format, or nothing until it is built. A page's first `Intl.NumberFormat`
 * loads the browser's number data (30–50 ms of script on a 2-core machine), so it is built when the
 * browser is next idle rather than in the render that first wants it: between the press and the
 * wallet list. The component renders again once it is there.
 */
export function useIdleNumberFormat(locale: string): Intl.NumberFormat | undefined {
  const [, built] = useReducer((count: number) => count + 1, 0)
  const format = builtNumberFormat(locale)
  useEffect(() => {
    if (format) return
    return whenIdle(() => {
      numberFormat(locale)
      built()
    })
  }, [format, locale])
  return format
}
