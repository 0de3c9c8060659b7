import type { ReactNode } from 'react'
import type { ThemeMode, ThemeVariables } from '@gatehouse/common'
import { useStyles } from '../styles/useStyles'
import tokens from './tokens.css?inline'
import { themeStyle } from './themeStyle'

/** Applies the theme tokens (light or dark, plus the host's variables) to everything inside. */
export function ThemeRoot(props: {
  mode: ThemeMode
  variables?: ThemeVariables | undefined
  className?: string
  children?: ReactNode
}) {
  useStyles(tokens)
  return (
    <div
      className={`gh-theme${props.className ? ` ${props.className}` : ''}`}
      data-theme={props.mode}
      style={themeStyle(props.variables)}
    >
      {props.children}
    </div>
  )
}
