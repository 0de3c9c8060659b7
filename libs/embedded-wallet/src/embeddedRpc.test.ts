import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GatehouseError, type FrameRequests, type FrameRequestType } from '@gatehouse/common'
import {
  createModalController,
  createRouterController,
  createToastController,
} from '@gatehouse/controllers/testing'
import { createEmbeddedRpc } from './embeddedRpc'

/**
 * The frame's side as the routing sees it: each RPC request waits until the test answers it, the way
 * the real frame waits for the visitor's decision (the frame client itself is tested in Chromium in
 * tools/src/embedded/frameClient.test.ts).
 */
function frameAnswering() {
  const asked: { request: FrameRequests['RPC_REQUEST']['params']; signal?: AbortSignal }[] = []
  const answers: { resolve(value: unknown): void; reject(error: unknown): void }[] = []
  return {
    asked,
    answer: (value: unknown) => answers.shift()?.resolve(value),
    fail: (error: unknown) => answers.shift()?.reject(error),
    request<T extends FrameRequestType>(
      _type: T,
      request: FrameRequests[T]['params'],
      options: { signal?: AbortSignal } = {},
    ): Promise<FrameRequests[T]['result']> {
      asked.push({ request: request as FrameRequests['RPC_REQUEST']['params'], signal: options.signal })
      return new Promise((resolve, reject) => {
        answers.push({ resolve: resolve as (value: unknown) => void, reject })
        options.signal?.addEventListener('abort', () => reject(new Error('aborted by the signal')))
      })
    },
  }
}

function setUp(modalOpen: boolean) {
  const modal = createModalController()
  const router = createRouterController({ isConnected: () => true, closeModal: () => close() })
  const toast = createToastController()
  const frame = frameAnswering()
  const refreshBalance = vi.fn()
  const close = () => {
    modal.setOpen(false)
    router.reset('Connect')
  }
  if (modalOpen) {
    modal.setOpen(true)
    router.reset('Account')
  }
  const rpc = createEmbeddedRpc({
    frame,
    router,
    modal,
    toast,
    refreshBalance,
    close,
    open: (view) => {
      router.reset(view)
      modal.setOpen(true)
    },
  })
  return { modal, router, toast, frame, refreshBalance, rpc }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the embedded wallet RPC routing', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined))
  afterEach(() => {
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('passes a safe method straight to the frame, without a view', async () => {
    const kit = setUp(false)
    const pending = kit.rpc({ method: 'eth_getBalance', params: ['0x1', 'latest'] })
    await flush()
    expect(kit.modal.state.open).toBe(false)
    kit.frame.answer('0x10')
    await expect(pending).resolves.toBe('0x10')
    expect(kit.refreshBalance).not.toHaveBeenCalled()
  })

  it('opens ApproveTransaction for an unsafe method; success closes the modal it opened and reads the balance', async () => {
    const kit = setUp(false)
    const pending = kit.rpc({ method: 'personal_sign', params: ['0x68656c6c6f', '0x1'] })
    await flush()
    expect(kit.modal.state.open).toBe(true)
    expect(kit.router.state.view).toBe('ApproveTransaction')
    expect(kit.router.state.transactionStack).toHaveLength(1)
    kit.frame.answer('0xsignature')
    await expect(pending).resolves.toBe('0xsignature')
    expect(kit.modal.state.open).toBe(false)
    expect(kit.router.state.transactionStack).toHaveLength(0)
    expect(kit.refreshBalance).toHaveBeenCalledWith(true)
  })

  it('an unsafe request from an open modal goes back to where the visitor was when it ends', async () => {
    const kit = setUp(true)
    const pending = kit.rpc({ method: 'eth_sendTransaction', params: [{ to: '0x2' }] })
    await flush()
    expect(kit.router.state.history).toEqual(['Account', 'ApproveTransaction'])
    kit.frame.answer('0xhash')
    await pending
    expect(kit.modal.state.open).toBe(true)
    expect(kit.router.state.view).toBe('Account')
  })

  it('a rejection in the frame (4001) is a cancel: it goes back and rejects with the frame error', async () => {
    const kit = setUp(true)
    const pending = kit.rpc({ method: 'eth_signTypedData_v4', params: [] })
    await flush()
    const rejection = new GatehouseError('FrameRequestFailed', 'User rejected the request', {
      cause: { code: 4001 },
    })
    kit.frame.fail(rejection)
    await expect(pending).rejects.toBe(rejection)
    expect(kit.router.state.view).toBe('Account')
    expect(kit.refreshBalance).not.toHaveBeenCalled()
  })

  it("closing the modal while the approval waits aborts the request: 'Request was aborted'", async () => {
    const kit = setUp(false)
    const pending = kit.rpc({ method: 'wallet_sendCalls', params: [] })
    await flush()
    kit.modal.setOpen(false)
    kit.router.reset('Connect')
    await expect(pending).rejects.toThrow('Request was aborted')
    expect(kit.frame.asked[0]?.signal?.aborted).toBe(true)
    expect(kit.router.state.transactionStack).toHaveLength(0)
  })

  it("refuses a method on neither list: console error, then 'Action not allowed' after 300 ms", async () => {
    vi.useFakeTimers()
    const kit = setUp(false)
    await expect(kit.rpc({ method: 'eth_sign', params: [] })).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    expect(kit.frame.asked).toHaveLength(0)
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Requested RPC call is not allowed'))
    vi.advanceTimersByTime(299)
    expect(kit.toast.state.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(kit.toast.state).toMatchObject({ open: true, message: 'Action not allowed', variant: 'error' })
  })
})
