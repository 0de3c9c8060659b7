import type { CSSProperties, ReactNode } from 'react'
import { themeDefaults, type ThemeMode, type ThemeVariables } from '@gatehouse/common'
import { useStyles } from '../styles/useStyles'
import tokens from './tokens.css?inline'
import { themeStyle } from './themeStyle'

export interface ThemeRootProps {
  mode: ThemeMode
  variables?: ThemeVariables | undefined
  className?: string
  /** The language of the text inside (`lang`); the host page's when absent. */
  lang?: string | undefined
  /** Right to left mirrors the layout; the host page's direction when absent. */
  dir?: 'ltr' | 'rtl' | undefined
  children?: ReactNode
}

/**
 * ThemeRoot without the colours of each mode beyond the accent and background: for the page's
 * connect button, which draws with those two only and is on the page before the kit loads. What
 * renders inside it and needs the other colours calls `useThemePalette`.
 */
export function ThemeScope(props: ThemeRootProps) {
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
