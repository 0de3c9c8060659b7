import { afterEach, describe, expect, it, vi } from 'vitest'
import { createArrivalQueue } from './arrivalQueue'

describe('createArrivalQueue', () => {
  afterEach(() => vi.useRealTimers())

  it('hands out queued items once each, oldest first, skipping removed ones', async () => {
    const queue = createArrivalQueue<string>()
    queue.push('a')
    queue.push('b')
    queue.push('c')
    queue.remove('b')
    expect(await queue.next('item', 10)).toBe('a')
    expect(await queue.next('item', 10)).toBe('c')
  })

  it('gives a waiting caller the next item that arrives', async () => {
    const queue = createArrivalQueue<string>()
    const next = queue.next('item', 1_000)
    queue.push('late')
    expect(await next).toBe('late')
  })

  it('names what did not arrive once the wait is over, and a later item is kept', async () => {
    vi.useFakeTimers()
    const queue = createArrivalQueue<string>()
    const next = queue.next('session request', 10_000)
    const failed = expect(next).rejects.toThrow('No session request arrived within 10000 ms.')
    await vi.advanceTimersByTimeAsync(10_000)
    await failed
    vi.useRealTimers()
    // The caller that gave up must not swallow the next arrival.
    queue.push('after')
    expect(await queue.next('session request', 10)).toBe('after')
  })
})
