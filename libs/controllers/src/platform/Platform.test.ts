import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserPlatform } from './Platform'

function fakeWindow() {
  const page = { location: { href: 'https://host.example/' }, open: vi.fn() }
  vi.stubGlobal('window', page)
  return page
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('browserPlatform.openUrl', () => {
  it("opens a wallet app's deep link in the page and a web wallet in a new tab", () => {
    const page = fakeWindow()
    browserPlatform().openUrl('rainbow://wc?uri=wc%3Aabc', '_self')
    expect(page.location.href).toBe('rainbow://wc?uri=wc%3Aabc')
    browserPlatform().openUrl('https://wallet.example/wc?uri=wc%3Aabc', '_blank')
    expect(page.open).toHaveBeenCalledWith(
      'https://wallet.example/wc?uri=wc%3Aabc',
      '_blank',
      'noopener,noreferrer',
    )
  })

  it('opens no script, data, file or blob URL, in the page or in a new tab', () => {
    const page = fakeWindow()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    for (const url of [
      'javascript://%0Awindow.pwned=true;//wc?uri=x',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'blob:https://host.example/1',
    ]) {
      browserPlatform().openUrl(url, '_self')
      browserPlatform().openUrl(url, '_blank')
    }
    expect(page.location.href).toBe('https://host.example/')
    expect(page.open).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalled()
  })
})
