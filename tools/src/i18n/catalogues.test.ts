import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales, sourceLocale } from '@gatehouse/common'
import { catalogueSources } from './catalogueSources'
import { messageArguments, pluralCases } from './messageArguments'
import { plainSets, renderCatalogue } from './renderCatalogue'

const sources = catalogueSources()
const byPackage = sources.map((source) => [source.name, source] as const)

describe('message catalogues', () => {
  it('exist for the modal, the UI components and every feature', () => {
    expect(sources.map((source) => source.name)).toEqual([
      'appkit',
      'feature-activity',
      'feature-email',
      'feature-names',
      'feature-onramp',
      'feature-receive',
      'feature-send',
      'feature-siwx',
      'feature-socials',
      'feature-swaps',
      'ui',
    ])
  })

  describe.each(byPackage)('%s', (_, source) => {
    const english = source.messages[sourceLocale] ?? {}

    it('has every key in every language, and no other', () => {
      for (const locale of locales) {
        expect(Object.keys(source.messages[locale] ?? {}).sort(), locale).toEqual(Object.keys(english).sort())
      }
    })

    it('has no empty message', () => {
      for (const locale of locales) {
        for (const [key, message] of Object.entries(source.messages[locale] ?? {})) {
          expect(message.trim(), `${locale} ${key}`).not.toBe('')
        }
      }
    })

    it('takes the same placeholders in every language, used the same way', () => {
      for (const [key, message] of Object.entries(english)) {
        const expected = Object.fromEntries(messageArguments(message))
        for (const locale of locales) {
          const translated = source.messages[locale]?.[key] ?? ''
          expect(Object.fromEntries(messageArguments(translated)), `${locale} ${key}`).toEqual(expected)
        }
      }
    })

    it('gives every plural each category its language has, and no other', () => {
      for (const locale of locales) {
        const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
        for (const [key, message] of Object.entries(source.messages[locale] ?? {})) {
          for (const { arg, keys } of pluralCases(message)) {
            const named = keys.filter((case_) => !case_.startsWith('='))
            expect(named.sort(), `${locale} ${key} {${arg}}`).toEqual([...categories].sort())
          }
        }
      }
    })

    it('keeps the button’s and the frame’s words plain (no arguments, nothing to format before the modal loads)', () => {
      for (const [key, message] of Object.entries(english)) {
        if (plainSets.some((set) => key.startsWith(set.prefix)))
          expect(messageArguments(message).size, key).toBe(0)
      }
    })

    it('is compiled as committed (run `npm run i18n` after changing a message)', async () => {
      const files = await renderCatalogue(source)
      const compiledDir = join(source.dir, 'compiled')
      expect(readdirSync(compiledDir).sort()).toEqual(
        [...files.keys()].map((path) => path.slice(compiledDir.length + 1)).sort(),
      )
      for (const [path, text] of files) expect(readFileSync(path, 'utf8'), path).toBe(text)
    })
  })

  it('uses Arabic’s six plural categories somewhere real', () => {
    const arabic = sources.flatMap((source) => Object.values(source.messages.ar ?? {}))
    const sixForms = arabic
      .flatMap(pluralCases)
      .filter(({ keys }) =>
        ['zero', 'one', 'two', 'few', 'many', 'other'].every((category) => keys.includes(category)),
      )
    expect(sixForms.length).toBeGreaterThan(0)
  })
})
