import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { walletRegistryPath } from '../catalogue/loadWalletRegistry'
import { colourFromName, contrastRatio, parseHexColour, textColourOn } from './monogramColours'
import { monogramSvg } from './monogramSvg'
import { initialsOf, symbolText } from './monogramText'

describe('monogram letters', () => {
  it.each([
    ['Trust Wallet', 'TW'],
    ['MetaMask', 'MM'],
    ['Rainbow', 'R'],
    ["D'CENT Wallet", 'DW'],
    ['Crypto.com | DeFi Wallet', 'CC'],
    ['f(x) Wallet', 'FX'],
    ['imToken', 'I'],
    ['1inch Wallet', '1W'],
    ['Solana Devnet', 'SD'],
    ['!!!', '?'],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials)
  })

  it('shows codes in upper case, at most four characters', () => {
    expect(symbolText('usdc')).toBe('USDC')
    expect(symbolText('USDC-E-BRIDGED')).toBe('USDC')
    expect(symbolText('')).toBe('?')
  })
})

describe('monogram colours', () => {
  it('reads #rgb and #rrggbb and nothing else', () => {
    expect(parseHexColour('#001e59')).toEqual([0, 30, 89])
    expect(parseHexColour('#fff')).toEqual([255, 255, 255])
    expect(parseHexColour('red')).toBeUndefined()
    expect(parseHexColour(null)).toBeUndefined()
  })

  it('derives a stable, valid colour from a name', () => {
    const colour = colourFromName('Bitpie')
    expect(colourFromName('Bitpie')).toEqual(colour)
    expect(colour.every((channel) => channel >= 0 && channel <= 255)).toBe(true)
    expect(colourFromName('Wallet 3')).not.toEqual(colour)
  })

  it('keeps the text readable (WCAG AA, 4.5:1) on every registry colour and derived colour', async () => {
    const registry = JSON.parse(await readFile(walletRegistryPath, 'utf8')) as {
      name: string
      color: string | null
    }[]
    const backgrounds = registry.map((wallet) => parseHexColour(wallet.color) ?? colourFromName(wallet.name))
    const worst = Math.min(
      ...backgrounds.map((background) => contrastRatio(textColourOn(background), background)),
    )
    expect(worst).toBeGreaterThanOrEqual(4.5)
  })

  it('escapes the label and text in the SVG', () => {
    const svg = monogramSvg({ text: '<&>', label: 'A "quoted" <name>' })
    expect(svg).not.toContain('<name>')
    expect(svg).toContain('&#60;&#38;&#62;')
  })
})
