import { describe, expect, it } from 'vitest'
import { avatarUrlOf } from './avatarUrl'

describe('avatarUrlOf', () => {
  it('keeps http(s) avatar URLs and reads ipfs:// ones through the public gateway', () => {
    expect(avatarUrlOf('https://img.example/me.png')).toBe('https://img.example/me.png')
    expect(avatarUrlOf('http://127.0.0.1:8787/public/getAssetImage/dev-eth')).toBe(
      'http://127.0.0.1:8787/public/getAssetImage/dev-eth',
    )
    expect(avatarUrlOf('ipfs://bafybeigdyrzt/avatar.png')).toBe(
      'https://ipfs.io/ipfs/bafybeigdyrzt/avatar.png',
    )
  })

  it('gives none for what the image allowlist refuses or the service would have to fetch', () => {
    for (const record of [
      null,
      '',
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zy8+',
      'eip155:1/erc721:0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB/1',
      'https://',
      `https://img.example/${'a'.repeat(3000)}`,
    ]) {
      expect(avatarUrlOf(record)).toBeNull()
    }
  })
})
