import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance'
import { formatMonthGroup } from './formatMonthGroup'
import { formatUsd } from './numberFormats'
import { formatRelativeTime } from './formatRelativeTime'

describe('formatting in the visitor’s language', () => {
  it('writes balances with the locale’s separators, still rounded down and exact', () => {
    expect(formatBalance('9999.999684999999999999', 3, 'es')).toBe('9999,999')
    expect(formatBalance('123456789012345678901.9999', 3, 'es')).toBe('123.456.789.012.345.678.901,999')
    expect(formatBalance('1234.5', 3, 'en')).toBe('1,234.500')
    expect(formatBalance('-0.0001', 3, 'es')).toBe('0,000')
    expect(formatBalance('1e18', 3, 'ar')).toBe('1e18')
  })

  it('writes dollars the locale’s way', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50')
    expect(formatUsd(1234.5, 'es')).toBe('1234,50\u00a0US$')
  })

  it('says how long ago in the locale’s short words, and in short English for English', () => {
    const now = new Date('2026-10-20T12:00:00Z')
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)
    expect(formatRelativeTime(ago(3 * 60), now, 'en')).toBe('3 min ago')
    expect(formatRelativeTime(ago(3 * 60), now, 'ar')).toBe('قبل 3 دقائق')
    expect(formatRelativeTime(ago(3 * 3600), now, 'es')).toBe('hace 3 h')
    expect(formatRelativeTime(ago(1), now, 'es')).toBe('ahora')
  })

  it('names month groups in the locale, with a capital', () => {
    const now = new Date(2026, 9, 20)
    const arabic = { locale: 'ar', thisMonth: 'هذا الشهر' }
    const spanish = { locale: 'es', thisMonth: 'Este mes' }
    expect(formatMonthGroup(2026, 9, now, arabic)).toBe('هذا الشهر')
    expect(formatMonthGroup(2026, 3, now, arabic)).toBe('أبريل')
    expect(formatMonthGroup(2025, 9, now, spanish)).toBe('Octubre de 2025')
    expect(formatMonthGroup(2026, 3, now, spanish)).toBe('Abril')
    expect(formatMonthGroup(2025, 9, now)).toBe('October 2025')
  })
})
