import { describe, expect, it } from 'vitest'
import { allWalletsTag } from './allWalletsTag'

describe('allWalletsTag', () => {
  it('rounds large counts down to tens with a plus', () => {
    expect(allWalletsTag(201, false)).toBe('200+')
    expect(allWalletsTag(19, false)).toBe('10+')
  })
  it('shows small counts exactly', () => expect(allWalletsTag(7, false)).toBe('7'))
  it('shows nothing while loading or for an empty catalogue', () => {
    expect(allWalletsTag(201, true)).toBeUndefined()
    expect(allWalletsTag(0, false)).toBeUndefined()
  })
})
