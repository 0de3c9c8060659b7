import { describe, expect, it } from 'vitest'
import { parsePairingUri } from './parsePairingUri'
import { formatWalletLink, isNativeLink } from './walletLinks'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=58'

describe('formatWalletLink', () => {
  it('appends wc?uri= to a native scheme, with the URI encoded', () => {
    expect(formatWalletLink('rainbow:', uri)).toBe(`rainbow://wc?uri=${encodeURIComponent(uri)}`)
    expect(formatWalletLink('trust://', uri)).toBe(`trust://wc?uri=${encodeURIComponent(uri)}`)
    expect(formatWalletLink('metamask://app/', uri)).toBe(`metamask://app/wc?uri=${encodeURIComponent(uri)}`)
  })

  it('appends /wc?uri= to a universal link', () => {
    expect(formatWalletLink('https://rnbwapp.com', uri)).toBe(
      `https://rnbwapp.com/wc?uri=${encodeURIComponent(uri)}`,
    )
    expect(formatWalletLink('https://link.trustwallet.com/', uri)).toBe(
      `https://link.trustwallet.com/wc?uri=${encodeURIComponent(uri)}`,
    )
  })

  it('never leaves the URI unencoded', () => {
    expect(formatWalletLink('rainbow:', uri)).not.toContain('@2?')
  })

  it('gives no link for a script, data or file URL, however it is written', () => {
    for (const link of [
      'javascript://%0Awindow.pwned=true;//',
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'blob:https://example.com/x',
    ]) {
      expect(formatWalletLink(link, uri), link).toBeUndefined()
    }
  })

  it('keeps a bare scheme name as the app scheme', () => {
    expect(formatWalletLink('omni', uri)).toBe(`omni://wc?uri=${encodeURIComponent(uri)}`)
  })

  it('tells native schemes from web links', () => {
    expect(isNativeLink('rainbow:')).toBe(true)
    expect(isNativeLink('https://rnbwapp.com')).toBe(false)
  })
})

describe('parsePairingUri', () => {
  it('reads the topic, the key and the expiry in milliseconds', () => {
    expect(parsePairingUri(`${uri}&expiryTimestamp=1700000300`)).toEqual({
      topic: '7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9',
      symKey: '58',
      expiresAt: 1_700_000_300_000,
    })
  })

  it('leaves the expiry out when the URI has none', () => {
    expect(parsePairingUri(uri)?.expiresAt).toBeUndefined()
  })

  it('refuses what is not a v2 pairing URI', () => {
    expect(parsePairingUri('wc:abc@1?bridge=x')).toBeUndefined()
    expect(parsePairingUri('https://example.com')).toBeUndefined()
  })
})
