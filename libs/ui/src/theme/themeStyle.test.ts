import { describe, expect, it } from 'vitest'
import { themeStyle } from './themeStyle'

describe('themeStyle', () => {
  it('maps AppKit theme variables onto Gatehouse tokens', () => {
    expect(
      themeStyle({ '--w3m-accent': '#ff0000', '--w3m-color-mix-strength': 20, '--w3m-z-index': 10 }),
    ).toEqual({ '--gh-color-accent': '#ff0000', '--gh-mix-strength': '20%', '--gh-z-index': '10' })
  })
  it('ignores unknown and empty entries', () => {
    expect(themeStyle({ '--w3m-accent': undefined, ...({ '--other': 'x' } as object) })).toEqual({})
  })
})
