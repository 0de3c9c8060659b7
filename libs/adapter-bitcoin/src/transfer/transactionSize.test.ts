import { describe, expect, it } from 'vitest'
import { compactSizeLength, dustThreshold, feeOf, transactionWeight, vsizeOf } from './transactionSize'

const script = (length: number, first = 0) => {
  const bytes = new Uint8Array(length)
  bytes[0] = first
  bytes[1] = length - 2
  return bytes
}

describe('transaction sizes', () => {
  it('weighs a one-in two-out P2WPKH payment at 141 vbytes, as wallets count it', () => {
    // 10.5 vB overhead + 68 vB input + 2 × 31 vB outputs = 140.5, rounded up.
    expect(vsizeOf(transactionWeight(['wpkh'], [22, 22]))).toBe(141)
    expect(vsizeOf(transactionWeight(['tr'], [34]))).toBe(Math.ceil((42 + 231 + 172) / 4))
    expect(vsizeOf(transactionWeight(['pkh'], [25]))).toBe(Math.ceil((42 + 593 + 136) / 4))
  })

  it('counts varints past 252 entries', () => {
    expect(compactSizeLength(252)).toBe(1)
    expect(compactSizeLength(253)).toBe(3)
    expect(compactSizeLength(70_000)).toBe(5)
    const many = Array.from({ length: 253 }, () => 'wpkh' as const)
    expect(transactionWeight(many, [22]) - transactionWeight(many.slice(1), [22])).toBe(272 + 8)
  })

  it('rounds the fee up', () => {
    expect(feeOf(transactionWeight(['wpkh'], [22, 22]), 4)).toBe(564n)
    expect(feeOf(561, 1.5)).toBe(212n) // 141 vB × 1.5 = 211.5
  })

  it('knows Bitcoin Core’s dust thresholds', () => {
    expect(dustThreshold(new Uint8Array([0x76, 0xa9, 0x14, ...new Uint8Array(20), 0x88, 0xac]))).toBe(546n)
    expect(dustThreshold(script(22))).toBe(294n)
    expect(dustThreshold(script(34, 0x51))).toBe(330n)
    expect(dustThreshold(new Uint8Array([0xa9, 0x14, ...new Uint8Array(20), 0x87]))).toBe(540n)
  })
})
