import { sourceLocale, type Locale } from './locales'

/**
 * One package's messages in every language: the English source, bundled with the package's code,
 * and the other languages as chunks loaded on demand. Generated from the package's
 * `src/i18n/messages/*.json` by `npm run i18n`.
 */
export interface Catalogue<Messages> {
  /** The package the messages belong to, for error reports. */
  name: string
  source: Messages
  load: Record<Exclude<Locale, typeof sourceLocale>, () => Promise<Messages>>
}

// A cache of code (catalogue chunks), the same for every kit on the page, like the module cache
// that holds the chunks themselves.
const loaded = new WeakMap<Catalogue<unknown>, Map<Locale, unknown>>()
const loading = new WeakMap<Catalogue<unknown>, Map<Locale, Promise<unknown>>>()

function loadedOf<Messages>(catalogue: Catalogue<Messages>): Map<Locale, Messages> {
  let map = loaded.get(catalogue)
  if (!map) {
    map = new Map<Locale, unknown>([[sourceLocale, catalogue.source]])
    loaded.set(catalogue, map)
  }
  return map as Map<Locale, Messages>
}

/** The messages of `locale` if they have arrived (English always has), else undefined. */
export function loadedCatalogue<Messages>(
  catalogue: Catalogue<Messages>,
  locale: Locale,
): Messages | undefined {
  return loadedOf(catalogue).get(locale)
}

/**
 * The messages of `locale`, loading its chunk the first time. Concurrent calls share one request; a
 * failed request is forgotten, so the next call tries again.
 */
export function loadCatalogue<Messages>(catalogue: Catalogue<Messages>, locale: Locale): Promise<Messages> {
  if (locale === sourceLocale) return Promise.resolve(catalogue.source)
  const ready = loadedCatalogue(catalogue, locale)
  if (ready !== undefined) return Promise.resolve(ready)
  let pending = loading.get(catalogue)
  if (!pending) {
    pending = new Map()
    loading.set(catalogue, pending)
  }
  const inFlight = pending.get(locale) as Promise<Messages> | undefined
  if (inFlight) return inFlight
  const request = catalogue.load[locale]().then(
    (messages) => {
      loadedOf(catalogue).set(locale, messages)
      pending.delete(locale)
      return messages
    },
    (error: unknown) => {
      pending.delete(locale)
      throw error
    },
  )
  pending.set(locale, request)
  return request
}
