import { describe, expect, it } from 'vitest'
import { formatAddress } from './formatAddress'
import { formatBalance } from './formatBalance'
import { formatUnits } from './formatUnits'

describe('formatAddress', () => {
  it('keeps 4 leading and 6 trailing characters', () => {
    expect(formatAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf3…b92266')
  })
  it('leaves short values alone', () => {
    expect(formatAddress('0xabcdef123')).toBe('0xabcdef123')
  })
})

describe('formatUnits', () => {
  it.each([
    [10n ** 18n, 18, '1'],
    [1n, 18, '0.000000000000000001'],
    [123456789n, 8, '1.23456789'],
    [0n, 9, '0'],
    [-1500000000n, 9, '-1.5'],
    [9999999684999999999999n, 18, '9999.999684999999999999'],
  ])('%s with %i decimals is %s', (value, decimals, expected) =>
    expect(formatUnits(value, decimals)).toBe(expected),
  )
})

describe('formatBalance', () => {
  it.each([
    ['9999.999684999999999999', '9,999.999'],
    ['1', '1.000'],
    ['0.0009', '0.000'],
    ['0.1239', '0.123'],
    ['1234567.5', '1,234,567.500'],
    ['000012.3', '12.300'],
    ['-0.0001', '0.000'],
    ['-2.5', '-2.500'],
  ])('%s rounds down to %s', (value, expected) => expect(formatBalance(value)).toBe(expected))

  it('returns what it cannot read unchanged', () => {
    expect(formatBalance('1e18')).toBe('1e18')
  })
})
