import { describe, expect, it } from 'vitest'
import { base64Of, bytesOfBase64, bytesOfHex, hexOf, isHex } from './bytes'

describe('hex and base64', () => {
  const bytes = new Uint8Array([0, 1, 127, 128, 250, 255])

  it('round-trips hex, with or without 0x', () => {
    expect(hexOf(bytes)).toBe('00017f80faff')
    expect(bytesOfHex('00017f80faff')).toEqual(bytes)
    expect(bytesOfHex('0x00017F80FAFF')).toEqual(bytes)
    expect(isHex('abc')).toBe(false)
    expect(() => bytesOfHex('zz')).toThrow(TypeError)
  })

  it('round-trips base64, and reads the URL alphabet and missing padding', () => {
    expect(base64Of(bytes)).toBe('AAF/gPr/')
    expect(bytesOfBase64('AAF/gPr/')).toEqual(bytes)
    expect(bytesOfBase64('AAF_gPr_')).toEqual(bytes)
    expect(bytesOfBase64(base64Of(new Uint8Array([1, 2])).replace(/=+$/, ''))).toEqual(new Uint8Array([1, 2]))
    expect(() => bytesOfBase64('not base64!')).toThrow(TypeError)
  })
})
