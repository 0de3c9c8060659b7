import { describe, expect, it } from 'vitest'
import { decodeHistoryCursor, encodeHistoryCursor } from './historyCursor'

describe('history cursors', () => {
  it('name a position on the chain that reads back the same', () => {
    const position = { blockNumber: 1_234_567, txIndex: 12 }
    const cursor = encodeHistoryCursor(position)
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeHistoryCursor(cursor)).toEqual(position)
  })

  it.each([
    '',
    'abc',
    Buffer.from('12').toString('base64url'),
    Buffer.from('1.2.3').toString('base64url'),
    '%%%',
  ])('reject %j with a 400', (cursor) => {
    expect(() => decodeHistoryCursor(cursor)).toThrow(
      expect.objectContaining({ status: 400, message: 'cursor is not a cursor this service gave out' }),
    )
  })
})
