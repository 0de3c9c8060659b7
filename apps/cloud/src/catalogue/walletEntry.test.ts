import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseWalletEntries } from './walletEntry'

afterEach(() => vi.restoreAllMocks())

describe('parseWalletEntries', () => {
  it('drops, with a warning, links whose scheme is not allowed, and keeps the wallet', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const [hostile, rainbow] = parseWalletEntries([
      {
        id: 'hostile',
        name: 'Hostile',
        homepage: 'javascript:alert(1)',
        mobile_link: 'javascript://%0Aalert(1);//',
        desktop_link: ' JavaScript:alert(1)',
        webapp_link: 'data:text/html,<script>alert(1)</script>',
        app_store: 'vbscript:msgbox(1)',
        play_store: 'file:///etc/passwd',
        chrome_store: 'rainbow:',
      },
      { id: 'rainbow', name: 'Rainbow', mobile_link: 'rainbow:', webapp_link: 'https://rainbow.me/app' },
    ])
    expect(hostile).toMatchObject({
      id: 'hostile',
      name: 'Hostile',
      homepage: null,
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      app_store: null,
      play_store: null,
      chrome_store: null,
    })
    expect(rainbow).toMatchObject({ mobile_link: 'rainbow:', webapp_link: 'https://rainbow.me/app' })
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0]?.[0]).toContain('hostile.mobile_link')
  })

  it('says nothing for a clean list', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    parseWalletEntries([{ id: 'rainbow', name: 'Rainbow', mobile_link: 'rainbow:' }])
    expect(warn).not.toHaveBeenCalled()
  })
})
