import type { CSSProperties, ReactNode } from 'react'
import { themeDefaults, type ThemeMode, type ThemeVariables } from '@gatehouse/common'
import { useStyles } from '../styles/useStyles'
import tokens from './tokens.css?inline'
import { themeStyle } from './themeStyle'

/**
 * Applies the theme tokens to everything inside: the mode's accent and background (SPEC §9), the
 * tokens derived from them, and the host's variables on top.
 */
export function ThemeRoot(props: {
  mode: ThemeMode
  variables?: ThemeVariables | undefined
  className?: string
  /** The language of the text inside (`lang`); the host page's when absent. */
  lang?: string | undefined
  /** Right to left mirrors the layout; the host page's direction when absent. */
  dir?: 'ltr' | 'rtl' | undefined
  children?: ReactNode
}) {
  useStyles(tokens)
  const defaults = themeDefaults[props.mode]
  const style = {
    '--gh-color-accent': defaults.accent,
    '--gh-base-bg': defaults.background,
    ...themeStyle(props.variables),
  } as CSSProperties
  return (
    <div
      className={`gh-theme${props.className ? ` ${props.className}` : ''}`}
      data-theme={props.mode}
      lang={props.lang}
      dir={props.dir}
      style={style}
    >
      {props.children}
    </div>
  )
}
