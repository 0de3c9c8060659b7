import { createContext, createElement, useContext, useInsertionEffect, type ReactNode } from 'react'

/** Where a component's styles go: the modal's shadow root, or the document (Storybook, tests). */
export type StyleRoot = ShadowRoot | Document

const StyleRootContext = createContext<StyleRoot | undefined>(undefined)

/** Sends the styles of the components below into `root`. */
export function StyleRootProvider(props: { root: StyleRoot; children?: ReactNode }) {
  return createElement(StyleRootContext.Provider, { value: props.root }, props.children)
}

const sheets = new Map<string, CSSStyleSheet>()
const fallbackInserted = new WeakMap<StyleRoot, Set<string>>()

function adopt(root: StyleRoot, css: string) {
  if (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet === 'function' &&
    'replaceSync' in CSSStyleSheet.prototype
  ) {
    let sheet = sheets.get(css)
    if (!sheet) {
      sheet = new CSSStyleSheet()
      sheet.replaceSync(css)
      sheets.set(css, sheet)
    }
    if (!root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
    return
  }
  // Environments without constructable stylesheets get a <style> element, once per root.
  const inserted = fallbackInserted.get(root) ?? new Set<string>()
  if (inserted.has(css)) return
  inserted.add(css)
  fallbackInserted.set(root, inserted)
  const style = (root instanceof Document ? root : root.ownerDocument).createElement('style')
  style.textContent = css
  ;(root instanceof Document ? root.head : root).appendChild(style)
}

/**
 * Adopts a component's stylesheet into the nearest style root before it paints. Each stylesheet is
 * built once and shared by every root, so a lazily loaded view brings its own CSS and nothing more.
 */
export function useStyles(css: string) {
  const root = useContext(StyleRootContext)
  useInsertionEffect(() => {
    const target = root ?? (typeof document === 'undefined' ? undefined : document)
    if (target) adopt(target, css)
  }, [root, css])
}
