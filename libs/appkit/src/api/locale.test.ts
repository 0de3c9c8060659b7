import { afterEach, describe, expect, it, vi } from 'vitest'
import { destroyTestKits, testKit } from '../testing/testKits'

function kit(locale?: string) {
  // A remote configuration that never answers: the modal must not wait for it.
  return testKit(locale ? { locale } : {}, { fetch: () => new Promise<Response>(() => {}) })
}

const shadow = () => document.querySelector('gatehouse-modal')?.shadowRoot
const modalRoot = () => shadow()?.querySelector<HTMLElement>('.gh-theme')
const title = () => shadow()?.querySelector('dialog h2')?.textContent
const buttonText = (button: HTMLElement) => button.shadowRoot?.querySelector('button')?.textContent

afterEach(() => {
  destroyTestKits()
  vi.restoreAllMocks()
})

describe('the locale option', () => {
  it('opens the modal in Arabic, right to left, with the language on its root', async () => {
    const appkit = kit('ar')
    expect(appkit.getLocale()).toBe('ar')
    await appkit.open()
    await vi.waitFor(() => expect(title()).toBe('ربط المحفظة'))
    expect(modalRoot()?.getAttribute('dir')).toBe('rtl')
    expect(modalRoot()?.getAttribute('lang')).toBe('ar')
    expect(shadow()?.querySelector('button[aria-label="إغلاق"]')).toBeTruthy()
  })

  it('is English left to right by default', async () => {
    const appkit = kit()
    expect(appkit.getLocale()).toBe('en')
    await appkit.open()
    await vi.waitFor(() => expect(title()).toBe('Connect Wallet'))
    expect(modalRoot()?.getAttribute('dir')).toBe('ltr')
    expect(modalRoot()?.getAttribute('lang')).toBe('en')
  })

  it('keeps a regional tag for formatting and picks its language', () => {
    expect(kit('es-MX').getLocale()).toBe('es-MX')
  })

  it('shows English with a console warning for a language it does not ship', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(kit('fr').getLocale()).toBe('en')
    expect(warn).toHaveBeenCalledWith(
      '[gatehouse] The locale "fr" is not available, so the modal shows English (available: en, ar, es)',
    )
  })

  it('is an options error, naming the option, when it is not a language tag', () => {
    expect(() => kit('ar_EG')).toThrow(
      'Invalid createAppKit options: locale: Invalid locale "ar_EG": expected a BCP 47 language tag such as "ar" or "es-MX"',
    )
  })

  it('switches an open modal with setLocale once the new language has arrived', async () => {
    const appkit = kit()
    await appkit.open()
    await vi.waitFor(() => expect(title()).toBe('Connect Wallet'))
    appkit.setLocale('es')
    await vi.waitFor(() => expect(title()).toBe('Conectar billetera'))
    appkit.setLocale('ar-EG')
    await vi.waitFor(() => expect(modalRoot()?.getAttribute('dir')).toBe('rtl'))
    expect(modalRoot()?.getAttribute('lang')).toBe('ar-EG')
    expect(() => appkit.setLocale('not a tag')).toThrow('Invalid locale "not a tag"')
  })
})

describe('<appkit-button> in another language', () => {
  it('paints in the page’s language without a request, and follows setLocale', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    const appkit = kit('ar')
    const button = document.createElement('appkit-button')
    document.body.append(button)
    await vi.waitFor(() => expect(buttonText(button)).toBe('ربط المحفظة'))
    expect(button.shadowRoot?.querySelector('.gh-theme')?.getAttribute('dir')).toBe('rtl')
    appkit.setLocale('es')
    await vi.waitFor(() => expect(buttonText(button)).toBe('Conectar billetera'))
    expect(fetch).not.toHaveBeenCalled()
  })
})
