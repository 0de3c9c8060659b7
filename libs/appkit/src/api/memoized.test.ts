import { describe, expect, it } from 'vitest'
import { memoized } from './memoized'

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
