import { describe, expect, it } from 'vitest'
import { createPendingList } from './pendingList'

describe('createPendingList', () => {
  it('adds an id once, finds it, and takes it away', () => {
    const list = createPendingList([{ id: 1, topic: 'a' }], 'This request is no longer pending.')
    expect(list.add({ id: 1, topic: 'again' })).toBe(false)
    expect(list.add({ id: 2, topic: 'b' })).toBe(true)
    expect(list.get(2)).toEqual({ id: 2, topic: 'b' })
    expect(list.take(1)).toEqual({ id: 1, topic: 'a' })
    expect(list.take(1)).toBeUndefined()
    expect(() => list.get(1)).toThrow('This request is no longer pending.')
  })

  it('drops what a rule picks and never changes an array it handed out', () => {
    const list = createPendingList(
      [
        { id: 1, topic: 'a' },
        { id: 2, topic: 'b' },
      ],
      'gone',
    )
    const before = list.entries()
    list.drop((entry) => entry.topic === 'a')
    expect(list.entries()).toEqual([{ id: 2, topic: 'b' }])
    expect(before).toHaveLength(2)
  })
})
