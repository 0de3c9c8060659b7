import type { CSSProperties } from 'react'
import type { ThemeVariables } from '@gatehouse/common'

const mapping: Record<keyof ThemeVariables, string> = {
  '--w3m-font-family': '--gh-font-family',
  '--w3m-accent': '--gh-color-accent',
  '--w3m-color-mix': '--gh-mix',
  '--w3m-color-mix-strength': '--gh-mix-strength',
  '--w3m-font-size-master': '--gh-font-size-master',
  '--w3m-border-radius-master': '--gh-radius',
  '--w3m-z-index': '--gh-z-index',
  '--w3m-qr-color': '--gh-qr-color',
}

/** Turns a host's theme variables into the tokens the components read. */
export function themeStyle(variables: ThemeVariables = {}): CSSProperties {
  const style: Record<string, string> = {}
  for (const [key, value] of Object.entries(variables) as [
    keyof ThemeVariables,
    string | number | undefined,
  ][]) {
    if (value === undefined || !(key in mapping)) continue
    style[mapping[key]] = key === '--w3m-color-mix-strength' ? `${value}%` : String(value)
  }
  return style as CSSProperties
}
