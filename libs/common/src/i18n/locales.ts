/**
 * The languages the modal ships, English first: it is the source every catalogue is written in and
 * the fallback for any other language a host asks for.
 */
export const locales = ['en', 'ar', 'es'] as const

/** A language the modal has a catalogue for. */
export type Locale = (typeof locales)[number]

/** The language catalogues are written in, and what the modal falls back to. */
export const sourceLocale = 'en' satisfies Locale

/** Languages written right to left: the modal mirrors its layout for them. */
const rightToLeft: ReadonlySet<Locale> = new Set<Locale>(['ar'])

/** Which way a language's text runs. */
export type TextDirection = 'ltr' | 'rtl'

/** True for a language the modal ships (`en`, `ar`, `es`), not for a regional tag such as `es-MX`. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** 'rtl' for languages written right to left (Arabic), 'ltr' for the others. */
export function localeDirection(locale: Locale): TextDirection {
  return rightToLeft.has(locale) ? 'rtl' : 'ltr'
}
