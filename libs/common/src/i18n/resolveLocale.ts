import { OptionsMessage } from '../errors/optionsMessages'
import { isLocale, localeDirection, locales, sourceLocale, type Locale, type TextDirection } from './locales'

/** The language the modal shows, as chosen from what the host asked for. */
export interface LocaleSetting {
  /** The catalogue shown. */
  locale: Locale
  /**
   * The tag numbers, dates and plural rules are formatted with: the host's own tag when its language
   * is shipped (`es-MX` keeps Mexican number formats), else the catalogue's.
   */
  tag: string
  dir: TextDirection
  /** False when the host asked for a language the modal does not ship (English is shown instead). */
  supported: boolean
}

/** The canonical form of a BCP 47 language tag, or undefined when `value` is not one. */
export function canonicalLocaleTag(value: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(value)[0]
  } catch {
    return undefined
  }
}

/**
 * Picks the catalogue for a language tag: the tag's language (`ar-EG` shows Arabic), or English when
 * the modal does not ship that language. A tag that is not a BCP 47 language tag is a host mistake
 * the options check reports before this runs; here it falls back to English.
 */
export function resolveLocale(requested: string | undefined): LocaleSetting {
  const tag = requested === undefined ? undefined : canonicalLocaleTag(requested)
  const language = tag?.split('-')[0]?.toLowerCase()
  if (tag && isLocale(language)) {
    return { locale: language, tag, dir: localeDirection(language), supported: true }
  }
  return {
    locale: sourceLocale,
    tag: sourceLocale,
    dir: localeDirection(sourceLocale),
    supported: requested === undefined,
  }
}

/**
 * `resolveLocale` for a host's `locale` option or `setLocale`: a language the modal does not ship
 * shows English and says so once in the console.
 */
export function pickHostLocale(requested: string | undefined): LocaleSetting {
  const setting = resolveLocale(requested)
  if (!setting.supported && requested !== undefined) {
    console.warn(`[gatehouse] ${OptionsMessage.localeUnavailable(requested, locales.join(', '))}`)
  }
  return setting
}
