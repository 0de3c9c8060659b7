/** Theme modes and their defaults (SPEC §9). */
export type ThemeMode = 'light' | 'dark'

export const defaultThemeMode: ThemeMode = 'dark'

export const themeDefaults = {
  light: { accent: 'hsla(231, 100%, 70%, 1)', background: '#fff' },
  dark: { accent: 'hsla(230, 100%, 67%, 1)', background: '#121313' },
} as const satisfies Record<ThemeMode, { accent: string; background: string }>
