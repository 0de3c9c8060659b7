import { describe, expect, it } from 'vitest'
import { memoized, memoizedPerKey } from './memoized'

describe('memoized', () => {
  it('returns the same object while the fields are equal', () => {
    let value = 1
    const get = memoized(() => ({ value, other: 'x' }))
    const first = get()
    expect(get()).toBe(first)
    value = 2
    expect(get()).not.toBe(first)
    expect(get()).toEqual({ value: 2, other: 'x' })
  })
})

describe('memoizedPerKey', () => {
  it('keeps one previous object per key', () => {
    let value = 1
    const get = memoizedPerKey((key: string) => ({ key, value }))
    const a = get('a')
    const b = get('b')
    expect(get('a')).toBe(a)
    expect(get('b')).toBe(b)
    value = 2
    expect(get('a')).not.toBe(a)
    expect(get('a')).toEqual({ key: 'a', value: 2 })
  })
})
