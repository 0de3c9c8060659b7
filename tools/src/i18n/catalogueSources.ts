import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { locales, sourceLocale, type Locale } from '@gatehouse/common'

/** The workspace root (tools/src/i18n is three levels down). */
export const workspaceRoot = resolve(import.meta.dirname, '../../..')

/** One package's message sources: `libs/<name>/src/i18n/messages/<locale>.json`. */
export interface CatalogueSource {
  /** The library folder's name, for example `appkit` or `feature-send`. */
  name: string
  /** `libs/<name>/src/i18n`. */
  dir: string
  /** ICU MessageFormat strings by key, for every locale whose file exists. */
  messages: Partial<Record<Locale, Record<string, string>>>
}

/** Every library that has message sources, in name order. */
export function catalogueSources(root = workspaceRoot): CatalogueSource[] {
  const libs = join(root, 'libs')
  return readdirSync(libs)
    .sort()
    .map((name) => ({ name, dir: join(libs, name, 'src/i18n') }))
    .filter(({ dir }) => existsSync(join(dir, 'messages', `${sourceLocale}.json`)))
    .map(({ name, dir }) => ({
      name,
      dir,
      messages: Object.fromEntries(
        locales
          .map((locale) => [locale, join(dir, 'messages', `${locale}.json`)] as const)
          .filter(([, file]) => existsSync(file))
          .map(([locale, file]) => [
            locale,
            JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>,
          ]),
      ),
    }))
}
