import { describe, expect, it, vi } from 'vitest'
import { loadCatalogue, loadedCatalogue, type Catalogue } from './catalogue'
import { localeDirection, locales } from './locales'
import { resolveLocale } from './resolveLocale'

describe('resolveLocale', () => {
  it('shows English when the host sets nothing', () => {
    expect(resolveLocale(undefined)).toEqual({ locale: 'en', tag: 'en', dir: 'ltr', supported: true })
  })
  it('picks the catalogue by language and keeps the host’s tag for formatting', () => {
    expect(resolveLocale('ar')).toEqual({ locale: 'ar', tag: 'ar', dir: 'rtl', supported: true })
    expect(resolveLocale('ar-EG')).toEqual({ locale: 'ar', tag: 'ar-EG', dir: 'rtl', supported: true })
    expect(resolveLocale('ES-mx')).toEqual({ locale: 'es', tag: 'es-MX', dir: 'ltr', supported: true })
  })
  it('falls back to English for a language it does not ship, and says so', () => {
    expect(resolveLocale('fr-CA')).toEqual({ locale: 'en', tag: 'en', dir: 'ltr', supported: false })
    expect(resolveLocale('not a tag')).toMatchObject({ locale: 'en', supported: false })
  })
})

describe('localeDirection', () => {
  it('runs Arabic right to left and the others left to right', () => {
    expect(Object.fromEntries(locales.map((locale) => [locale, localeDirection(locale)]))).toEqual({
      en: 'ltr',
      ar: 'rtl',
      es: 'ltr',
    })
  })
})

describe('loadCatalogue', () => {
  function catalogue() {
    const ar = vi.fn(async () => ({ hello: 'مرحبا' }))
    const es = vi.fn(async () => ({ hello: 'Hola' }))
    const value: Catalogue<{ hello: string }> = { name: 'test', source: { hello: 'Hello' }, load: { ar, es } }
    return { value, ar, es }
  }

  it('has English at once and loads another language once, sharing concurrent requests', async () => {
    const { value, ar, es } = catalogue()
    expect(loadedCatalogue(value, 'en')).toEqual({ hello: 'Hello' })
    expect(loadedCatalogue(value, 'ar')).toBeUndefined()
    const [first, second] = await Promise.all([loadCatalogue(value, 'ar'), loadCatalogue(value, 'ar')])
    expect(first).toEqual({ hello: 'مرحبا' })
    expect(second).toBe(first)
    expect(loadedCatalogue(value, 'ar')).toBe(first)
    await loadCatalogue(value, 'ar')
    expect(ar).toHaveBeenCalledTimes(1)
    expect(es).not.toHaveBeenCalled()
  })

  it('tries again after a failed load', async () => {
    const { value, ar } = catalogue()
    ar.mockRejectedValueOnce(new Error('offline'))
    await expect(loadCatalogue(value, 'ar')).rejects.toThrow('offline')
    await expect(loadCatalogue(value, 'ar')).resolves.toEqual({ hello: 'مرحبا' })
    expect(ar).toHaveBeenCalledTimes(2)
  })
})
