import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { walletPageSchema } from './walletListing'

const goodWallet = {
  id: 'rainbow',
  name: 'Rainbow',
  image_url: 'https://cloud.example/getWalletImage/rainbow',
  mobile_link: 'rainbow:',
  desktop_link: null,
  webapp_link: 'https://rainbow.me/app',
  app_store: 'https://apps.apple.com/app/rainbow/id1457119021',
  play_store: 'https://play.google.com/store/apps/details?id=me.rainbow',
  chains: ['eip155:1'],
}

const hostileWallet = {
  id: 'hostile',
  name: 'Hostile Wallet',
  image_url: 'javascript:alert(1)',
  homepage: 'data:text/html,<script>alert(1)</script>',
  mobile_link: 'javascript://%0Awindow.pwned=true;//',
  desktop_link: ' JavaScript:alert(document.cookie)',
  webapp_link: 'vbscript:msgbox(1)',
  app_store: 'file:///etc/passwd',
  play_store: 'rainbow:',
  chrome_store: 42,
  chains: ['eip155:1'],
}

describe('walletPageSchema', () => {
  it("drops a wallet's refused URLs and keeps the wallet and the rest of the page", () => {
    const page = v.parse(walletPageSchema, { count: 2, data: [hostileWallet, goodWallet] })
    expect(page.data.map((wallet) => wallet.id)).toEqual(['hostile', 'rainbow'])
    const [hostile, good] = page.data
    expect(hostile).toMatchObject({ id: 'hostile', name: 'Hostile Wallet' })
    for (const key of [
      'image_url',
      'homepage',
      'mobile_link',
      'desktop_link',
      'webapp_link',
      'app_store',
      'play_store',
      'chrome_store',
    ] as const) {
      expect(hostile?.[key], key).toBeUndefined()
    }
    expect(good).toMatchObject({
      image_url: goodWallet.image_url,
      mobile_link: 'rainbow:',
      webapp_link: goodWallet.webapp_link,
      app_store: goodWallet.app_store,
    })
  })

  it("keeps a wallet app's own scheme for app links but not for store links", () => {
    const page = v.parse(walletPageSchema, {
      count: 1,
      data: [{ id: 'w', name: 'W', mobile_link: 'trust://', desktop_link: 'omni', app_store: 'trust://' }],
    })
    expect(page.data[0]).toMatchObject({
      mobile_link: 'trust://',
      desktop_link: 'omni',
      app_store: undefined,
    })
  })
})
