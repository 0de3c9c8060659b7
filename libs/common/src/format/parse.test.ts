import { describe, expect, it } from 'vitest'
import { formatMonthGroup } from './formatMonthGroup'
import { formatRelativeTime } from './formatRelativeTime'
import { parseUnits } from './parseUnits'

describe('parseUnits', () => {
  it('reads typed amounts exactly in the smallest unit', () => {
    expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseUnits('.25', 6)).toBe(250_000n)
    expect(parseUnits('100', 0)).toBe(100n)
    expect(parseUnits(' 7. ', 6)).toBe(7_000_000n)
    expect(parseUnits('0', 18)).toBe(0n)
  })

  it('refuses what is not an amount of this token', () => {
    for (const bad of ['', '.', 'abc', '1,5', '-1', '1e3', '1.2.3'])
      expect(parseUnits(bad, 18)).toBeUndefined()
    expect(parseUnits('0.0000001', 6)).toBeUndefined()
  })
})

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-23T12:00:00Z')
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)

  it('says how long ago in short English', () => {
    expect(formatRelativeTime(ago(2), now)).toBe('just now')
    expect(formatRelativeTime(ago(42), now)).toBe('42 sec ago')
    expect(formatRelativeTime(ago(60), now)).toBe('1 min ago')
    expect(formatRelativeTime(ago(59 * 60), now)).toBe('59 min ago')
    expect(formatRelativeTime(ago(3600), now)).toBe('1 hr ago')
    expect(formatRelativeTime(ago(5 * 3600), now)).toBe('5 hrs ago')
    expect(formatRelativeTime(ago(2 * 86_400), now)).toBe('2 d ago')
    expect(formatRelativeTime(ago(65 * 86_400), now)).toBe('2 mo ago')
    expect(formatRelativeTime(ago(800 * 86_400), now)).toBe('2 yrs ago')
  })

  it('reads a moment in the future as just now', () => {
    expect(formatRelativeTime(ago(-600), now)).toBe('just now')
  })
})

describe('formatMonthGroup', () => {
  const now = new Date(2026, 10, 23)
  it('names the current month, months of this year and months of past years', () => {
    expect(formatMonthGroup(2026, 10, now)).toBe('This month')
    expect(formatMonthGroup(2026, 0, now)).toBe('January')
    expect(formatMonthGroup(2025, 10, now)).toBe('November 2025')
  })
})
