import { afterEach, describe, expect, it, vi } from 'vitest'
import { autoMiner } from './autoMiner'

afterEach(() => {
  vi.useRealTimers()
})

describe('autoMiner', () => {
  it('mines one block after the delay for the transactions that arrived meanwhile', async () => {
    vi.useFakeTimers()
    const mine = vi.fn(async () => 434)
    const miner = autoMiner(mine, 2000)
    miner.transactionAdded()
    await vi.advanceTimersByTimeAsync(1000)
    miner.transactionAdded()
    expect(mine).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1000)
    expect(mine).toHaveBeenCalledTimes(1)
    miner.transactionAdded()
    await vi.advanceTimersByTimeAsync(2000)
    expect(mine).toHaveBeenCalledTimes(2)
  })

  it('mines nothing once stopped, and survives a failed block', async () => {
    vi.useFakeTimers()
    const mine = vi.fn(async () => {
      throw new Error('the node is stopping')
    })
    const miner = autoMiner(mine, 2000)
    miner.transactionAdded()
    await vi.advanceTimersByTimeAsync(2000)
    expect(mine).toHaveBeenCalledTimes(1)
    miner.transactionAdded()
    miner.stop()
    await vi.advanceTimersByTimeAsync(5000)
    expect(mine).toHaveBeenCalledTimes(1)
  })
})
