// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { splitForMiddleTruncation } from './splitForMiddleTruncation'

describe('splitForMiddleTruncation', () => {
  it('keeps the last characters apart and loses nothing', () => {
    const value = 'wc:7f6e504bfad60b48@2?relay-protocol=irn&symKey=587d5484'
    const { head, tail } = splitForMiddleTruncation(value, 10)
    expect(tail).toBe('&symKey=587d5484'.slice(-10))
    expect(head + tail).toBe(value)
  })

  it('leaves short values whole', () => {
    expect(splitForMiddleTruncation('0x1234', 4)).toEqual({ head: '0x1234', tail: '' })
    expect(splitForMiddleTruncation('', 4)).toEqual({ head: '', tail: '' })
    expect(splitForMiddleTruncation('anything long enough', 0)).toEqual({
      head: 'anything long enough',
      tail: '',
    })
  })

  it('never splits a character made of two code units', () => {
    const { head, tail } = splitForMiddleTruncation('abcdefgh🦊ij', 3)
    expect(tail).toBe('🦊ij')
    expect(head).toBe('abcdefgh')
  })
})
