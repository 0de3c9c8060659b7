import { afterEach, describe, expect, it, vi } from 'vitest'
import { awaitWalletAnswer } from './awaitWalletAnswer'
import { deferred } from '../testing/deferred'

afterEach(() => vi.useRealTimers())

function watch<T>(promise: Promise<T>) {
  const seen: { value?: T; error?: unknown; done: boolean } = { done: false }
  promise.then(
    (value) => Object.assign(seen, { value, done: true }),
    (error: unknown) => Object.assign(seen, { error, done: true }),
  )
  return seen
}

describe('awaitWalletAnswer', () => {
  it('passes an answer on time through', async () => {
    vi.useFakeTimers()
    const answer = deferred<string>()
    const onLateAnswer = vi.fn()
    const seen = watch(
      awaitWalletAnswer(answer.promise, { timeoutMs: 30_000, walletName: 'W', onLateAnswer }),
    )
    await vi.advanceTimersByTimeAsync(29_999)
    answer.resolve('0xabc')
    await vi.advanceTimersByTimeAsync(0)
    expect(seen.value).toBe('0xabc')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(onLateAnswer).not.toHaveBeenCalled()
  })

  it('says the wallet did not answer after the timeout, naming it', async () => {
    vi.useFakeTimers()
    const answer = deferred<string>()
    const seen = watch(
      awaitWalletAnswer(answer.promise, {
        timeoutMs: 30_000,
        walletName: 'Test Wallet',
        onLateAnswer: () => {},
      }),
    )
    await vi.advanceTimersByTimeAsync(29_999)
    expect(seen.done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(seen.error).toMatchObject({
      code: 'WalletRequestTimeout',
      message:
        'Test Wallet has not answered the connection request. Open Test Wallet to check for it, or try again.',
    })
  })

  it('hands a late approval or refusal on', async () => {
    vi.useFakeTimers()
    const approval = deferred<string>()
    const refusal = deferred<string>()
    const late = vi.fn()
    void awaitWalletAnswer(approval.promise, { timeoutMs: 1_000, walletName: 'W', onLateAnswer: late }).catch(
      () => {},
    )
    void awaitWalletAnswer(refusal.promise, { timeoutMs: 1_000, walletName: 'W', onLateAnswer: late }).catch(
      () => {},
    )
    await vi.advanceTimersByTimeAsync(1_000)
    approval.resolve('0xabc')
    refusal.reject(new Error('declined'))
    await vi.advanceTimersByTimeAsync(0)
    expect(late).toHaveBeenCalledWith({ status: 'fulfilled', value: '0xabc' })
    expect(late).toHaveBeenCalledWith({ status: 'rejected', reason: new Error('declined') })
  })
})
