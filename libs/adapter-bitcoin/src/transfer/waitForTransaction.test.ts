import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TransactionStatus } from '../rest/mempoolRest'
import { waitForTransaction } from './waitForTransaction'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** Answers in turn, the last one repeating; counts the reads. */
function statuses(...answers: (TransactionStatus | Error)[]) {
  const read = vi.fn(async () => {
    const answer = (answers.length > 1 ? answers.shift() : answers[0]) ?? 'unknown'
    if (answer instanceof Error) throw answer
    return answer
  })
  return read
}

describe('waiting for a Bitcoin transaction', () => {
  it('polls 1 s apart at first, growing by half, and resolves success once confirmed', async () => {
    const read = statuses('unconfirmed', 'unconfirmed', 'unconfirmed', 'confirmed')
    const done = vi.fn()
    void waitForTransaction(read).then(done)
    await vi.advanceTimersByTimeAsync(0)
    expect(read).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(read).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(read).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1_500)
    expect(read).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(2_250)
    expect(read).toHaveBeenCalledTimes(4)
    expect(done).toHaveBeenCalledWith({ status: 'success' })
  })

  it('keeps waiting as long as the transaction is in the mempool, the pause capped at 30 s', async () => {
    const read = statuses('unconfirmed')
    const done = vi.fn()
    void waitForTransaction(read).then(done)
    await vi.advanceTimersByTimeAsync(2 * 60 * 60 * 1000)
    expect(done).not.toHaveBeenCalled()
    // Two hours: a dozen reads while the pause grows to 30 s, then one read every 30 s.
    expect(read.mock.calls.length).toBeGreaterThan(230)
    expect(read.mock.calls.length).toBeLessThan(250)
  })

  it('reads a transaction the node stopped knowing as dropped, after ten reads in a row', async () => {
    const read = statuses('unconfirmed', 'unknown', 'unconfirmed', 'unknown')
    const result = waitForTransaction(read, { firstIntervalMs: 10, maxIntervalMs: 10 })
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(result).resolves.toEqual({ status: 'dropped' })
    expect(read).toHaveBeenCalledTimes(3 + 10)
  })

  it('rides out failed reads, and throws the last one after ten in a row', async () => {
    const read = statuses(new Error('down'), new Error('down'), 'confirmed')
    const result = waitForTransaction(read, { firstIntervalMs: 10 })
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(result).resolves.toEqual({ status: 'success' })

    const broken = statuses(new Error('still down'))
    const failing = waitForTransaction(broken, { firstIntervalMs: 10, maxIntervalMs: 10 })
    const caught = failing.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await caught).toMatchObject({ message: 'still down' })
    expect(broken).toHaveBeenCalledTimes(10)
  })
})
