import { describe, expect, it } from 'vitest'
import { storeLink } from './storeLink'
import { walletAppLinks } from './walletAppLinks'

const hostile = {
  mobile_link: 'javascript://%0Awindow.pwned=true;//',
  desktop_link: ' JavaScript:alert(1)',
  webapp_link: 'data:text/html,<script>alert(1)</script>',
  app_store: 'javascript:alert(1)',
  play_store: 'vbscript:msgbox(1)',
}

describe('walletAppLinks', () => {
  it("offers the wallet's deep link on a phone and its desktop app on a computer, and its web app", () => {
    const wallet = {
      mobile_link: 'rainbow:',
      desktop_link: 'rainbow-desktop://',
      webapp_link: 'https://rainbow.me/app',
    }
    expect(walletAppLinks(wallet, true)).toEqual({ app: 'rainbow:', web: 'https://rainbow.me/app' })
    expect(walletAppLinks(wallet, false)).toEqual({
      app: 'rainbow-desktop://',
      web: 'https://rainbow.me/app',
    })
  })

  it('offers nothing for script, data or file links', () => {
    expect(walletAppLinks(hostile, true)).toEqual({ app: undefined, web: undefined })
    expect(walletAppLinks(hostile, false)).toEqual({ app: undefined, web: undefined })
  })

  it('leaves a Chrome Web Store page out of the web app', () => {
    expect(
      walletAppLinks({ webapp_link: 'https://chrome.google.com/webstore/detail/x' }, false).web,
    ).toBeUndefined()
  })
})

describe('storeLink with a tampered catalogue entry', () => {
  it('gives no store link for script URLs, and skips to the other store', () => {
    expect(storeLink(hostile, 'iPhone')).toBeUndefined()
    expect(
      storeLink({ app_store: 'javascript:alert(1)', play_store: 'https://play.google.com/y' }, 'iPhone'),
    ).toBe('https://play.google.com/y')
  })
})
