/**
 * The kit's theme as the frame follows it: the mode and the host's theme variables the kit sends with
 * its sync-theme request (the `--w3m-*` names of createAppKit's `themeVariables`). The values come from
 * the host page, so each is checked against a narrow pattern before it reaches a custom property of
 * this document: colours, lengths and font names only, nothing that loads anything (no `url()`).
 */
export type FrameThemeMode = 'light' | 'dark'

/** A colour: a hex code, a named colour, or rgb/hsl/color-mix of plain numbers, names and percentages. */
const colour =
  /^(#[0-9a-f]{3,8}|[a-z]{3,32}|(rgba?|hsla?|oklch|oklab|lab|lch|color-mix)\([a-z0-9#.,%\s/+-]{1,120}\))$/i
/** A length in px or rem (the radius and font-size masters). */
const length = /^\d{1,3}(\.\d{1,3})?(px|rem)?$/
/** A font stack: names, quotes, commas and spaces. */
const fontStack = /^[\w\s,'"-]{1,200}$/
const percentage = /^\d{1,3}(\.\d{1,3})?%?$/

/** Each accepted host variable: the frame's custom property it sets, and the check its value passes. */
const accepted: Record<string, { property: string; valid: RegExp; unit?: string }> = {
  '--w3m-accent': { property: '--frame-accent', valid: colour },
  '--w3m-color-mix': { property: '--frame-mix', valid: colour },
  '--w3m-color-mix-strength': { property: '--frame-mix-strength', valid: percentage, unit: '%' },
  '--w3m-border-radius-master': { property: '--frame-radius', valid: length, unit: 'px' },
  '--w3m-font-family': { property: '--frame-font-family', valid: fontStack },
  '--w3m-font-size-master': { property: '--frame-font-size', valid: length, unit: 'px' },
}

/**
 * The frame's custom properties for the host's `variables`: only the names above, only values that
 * pass their check (a number gets its unit); anything else is left out.
 */
export function frameThemeProperties(variables: unknown): Record<string, string> {
  const properties: Record<string, string> = {}
  if (typeof variables !== 'object' || variables === null || Array.isArray(variables)) return properties
  for (const [name, raw] of Object.entries(variables as Record<string, unknown>)) {
    const rule = Object.hasOwn(accepted, name) ? accepted[name] : undefined
    if (!rule || (typeof raw !== 'string' && typeof raw !== 'number')) continue
    if (typeof raw === 'number' && !Number.isFinite(raw)) continue
    const value = String(raw).trim()
    if (!rule.valid.test(value)) continue
    properties[rule.property] = rule.unit && /^[\d.]+$/.test(value) ? `${value}${rule.unit}` : value
  }
  return properties
}

/** Applies the mode and the host's variables to `root` (the frame's <html>), replacing earlier ones. */
export function applyFrameTheme(root: HTMLElement, mode: FrameThemeMode, variables: unknown): void {
  root.dataset.theme = mode
  for (const rule of Object.values(accepted)) root.style.removeProperty(rule.property)
  for (const [property, value] of Object.entries(frameThemeProperties(variables))) {
    root.style.setProperty(property, value)
  }
}
