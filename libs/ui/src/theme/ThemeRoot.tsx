import { useStyles } from '../styles/useStyles'
import palette from './palette.css?inline'
import { ThemeScope, type ThemeRootProps } from './ThemeScope'

export type { ThemeRootProps } from './ThemeScope'

/**
 * Applies the theme tokens to everything inside: the mode's accent and background (docs/reference/limits.md#theme), the
 * colours derived from them, and the host's variables on top.
 */
export function ThemeRoot(props: ThemeRootProps) {
  useThemePalette()
  return <ThemeScope {...props} />
}

/** Adopts the colours of each mode (surfaces, text, borders, overlay) into the nearest style root. */
export function useThemePalette() {
  useStyles(palette)
}
