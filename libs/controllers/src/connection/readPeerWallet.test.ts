import { describe, expect, it } from 'vitest'
import { readPeerWallet } from './readPeerWallet'

describe('readPeerWallet', () => {
  it("keeps a wallet's name and its first icon", () => {
    expect(
      readPeerWallet({ name: ' Rainbow ', icons: ['https://rainbow.me/icon.png', 'https://x.test/2.png'] }),
    ).toEqual({ name: 'Rainbow', icon: 'https://rainbow.me/icon.png' })
  })

  it('drops an icon the image allowlist refuses, and keeps the name', () => {
    expect(readPeerWallet({ name: 'Evil', icons: ['javascript:alert(1)'] })).toEqual({
      name: 'Evil',
      icon: undefined,
    })
    expect(readPeerWallet({ name: 'No icons', icons: 'https://x.test/1.png' })).toEqual({
      name: 'No icons',
      icon: undefined,
    })
  })

  it('cuts a long name, and reads nothing without a name', () => {
    expect(readPeerWallet({ name: 'W'.repeat(500) })?.name).toHaveLength(64)
    for (const peer of [undefined, null, 'Rainbow', { name: '  ' }, { name: 42 }, { icons: [] }])
      expect(readPeerWallet(peer)).toBeUndefined()
  })
})
