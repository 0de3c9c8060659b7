import { describe, expect, it } from 'vitest'
import { storeLink } from './storeLink'

const wallet = { app_store: 'https://apps.apple.com/x', play_store: 'https://play.google.com/y' }

describe('storeLink', () => {
  it('sends Apple devices to the App Store and others to Google Play', () => {
    expect(storeLink(wallet, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(wallet.app_store)
    expect(storeLink(wallet, 'Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(wallet.play_store)
  })
  it('falls back to the store the wallet has', () => {
    expect(storeLink({ app_store: null, play_store: wallet.play_store }, 'iPhone')).toBe(wallet.play_store)
    expect(storeLink({ app_store: null, play_store: null }, 'iPhone')).toBeUndefined()
  })
})
