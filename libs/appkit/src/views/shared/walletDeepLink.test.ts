import { describe, expect, it } from 'vitest'
import { walletDeepLink } from './walletDeepLink'

const uri = 'wc:7f6e504bfad60b48@2?relay-protocol=irn&symKey=58'
const encoded = encodeURIComponent(uri)

describe('walletDeepLink', () => {
  it("opens the wallet's app in the tab, else its web app in a new one", () => {
    expect(walletDeepLink({ mobile_link: 'rainbow:', webapp_link: 'https://rainbow.me' }, uri)).toEqual({
      url: `rainbow://wc?uri=${encoded}`,
      target: '_self',
    })
    expect(walletDeepLink({ mobile_link: null, webapp_link: 'https://rainbow.me' }, uri)).toEqual({
      url: `https://rainbow.me/wc?uri=${encoded}`,
      target: '_blank',
    })
  })

  it('never opens a script or data link, and falls back to an allowed one', () => {
    const script = 'javascript://%0Awindow.pwned=true;//'
    expect(walletDeepLink({ mobile_link: script, webapp_link: 'data:text/html,x' }, uri)).toBeUndefined()
    expect(walletDeepLink({ mobile_link: script, webapp_link: 'https://rainbow.me' }, uri)?.url).toBe(
      `https://rainbow.me/wc?uri=${encoded}`,
    )
  })
})
