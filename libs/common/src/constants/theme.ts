/** Theme modes and their defaults (docs/reference/limits.md#theme). */
export type ThemeMode = 'light' | 'dark'

export const defaultThemeMode: ThemeMode = 'dark'

export const themeDefaults = {
  light: { accent: 'hsla(231, 100%, 70%, 1)', background: '#fff' },
  dark: { accent: 'hsla(230, 100%, 67%, 1)', background: '#121313' },
} as const satisfies Record<ThemeMode, { accent: string; background: string }>

/** CSS variables a host may set, named as in @reown/appkit so a host can switch without edits. */
export const themeVariableKeys = [
  '--w3m-font-family',
  '--w3m-accent',
  '--w3m-color-mix',
  '--w3m-color-mix-strength',
  '--w3m-font-size-master',
  '--w3m-border-radius-master',
  '--w3m-z-index',
  '--w3m-qr-color',
] as const

export type ThemeVariables = Partial<Record<(typeof themeVariableKeys)[number], string | number>>
