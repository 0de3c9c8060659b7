import { describe, expect, it } from 'vitest'
import { hueFromString } from './hueFromString'

describe('hueFromString', () => {
  it('is stable and within the colour wheel', () => {
    expect(hueFromString('MetaMask')).toBe(hueFromString('MetaMask'))
    expect(hueFromString('MetaMask')).not.toBe(hueFromString('Rainbow'))
    for (const name of ['', 'a', 'Trust Wallet', '🦊']) {
      expect(hueFromString(name)).toBeGreaterThanOrEqual(0)
      expect(hueFromString(name)).toBeLessThan(360)
    }
  })
})
