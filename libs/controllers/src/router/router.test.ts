import { describe, expect, it, vi } from 'vitest'
import { createRouterController } from './createRouterController'
import { resolveOpenView, type OpenViewInput } from './resolveOpenView'

function setup(connected = false) {
  const closeModal = vi.fn()
  const router = createRouterController({ isConnected: () => connected, closeModal })
  return { router, closeModal }
}

describe('resolveOpenView: the opening rules', () => {
  const base: OpenViewInput = {
    isConnected: false,
    manualWalletConnect: false,
    hasAdapters: true,
    isMobile: false,
    embedded: false,
  }
  it('shows a requested view first', () => {
    expect(resolveOpenView({ ...base, isConnected: true, requestedView: 'Networks' })).toBe('Networks')
  })
  it('shows Account when connected, else Connect', () => {
    expect(resolveOpenView({ ...base, isConnected: true })).toBe('Account')
    expect(resolveOpenView(base)).toBe('Connect')
  })
  it.each([
    [{ manualWalletConnect: true }, false, 'ConnectingWalletConnectBasic'],
    [{ manualWalletConnect: true }, true, 'AllWallets'],
    [{ hasAdapters: false }, false, 'ConnectingWalletConnectBasic'],
    [{ hasAdapters: false }, true, 'AllWallets'],
  ] as const)('with %o on mobile=%s shows %s', (override, isMobile, expected) => {
    expect(resolveOpenView({ ...base, ...override, isMobile })).toBe(expected)
  })
  it('in embedded mode shows Account if connected, otherwise Connect', () => {
    expect(resolveOpenView({ ...base, embedded: true, manualWalletConnect: true })).toBe('Connect')
    expect(resolveOpenView({ ...base, embedded: true, isConnected: true })).toBe('Account')
  })
})

describe('router', () => {
  it('pushes, keeps history and updates data of the current view', () => {
    const { router } = setup()
    router.push('Networks')
    router.push('SwitchNetwork', { arguments: { a: 1 } })
    router.push('SwitchNetwork', { arguments: { a: 2 } })
    expect(router.state.history).toEqual(['Connect', 'Networks', 'SwitchNetwork'])
    expect(router.state.data).toEqual({ arguments: { a: 2 } })
  })

  it('goes back, and closes the modal at the root', () => {
    const { router, closeModal } = setup()
    router.push('Networks')
    router.goBack()
    expect(router.state.view).toBe('Connect')
    expect(closeModal).not.toHaveBeenCalled()
    router.goBack()
    expect(closeModal).toHaveBeenCalledOnce()
  })

  it('shows Account instead of Connect when going back while connected', () => {
    const { router } = setup(true)
    router.push('ConnectingExternal')
    router.goBack()
    expect(router.state.view).toBe('Account')
    expect(router.state.history).toEqual(['Account'])
  })

  it('replaces and resets', () => {
    const { router } = setup()
    router.push('Networks')
    router.replace('SwitchNetwork')
    expect(router.state.history).toEqual(['Connect', 'SwitchNetwork'])
    router.reset('Account')
    expect(router.state.history).toEqual(['Account'])
  })

  it('goes back to an index', () => {
    const { router } = setup()
    router.push('Networks')
    router.push('SwitchNetwork')
    router.goBackToIndex(0)
    expect(router.state.history).toEqual(['Connect'])
    router.goBackToIndex(5)
    expect(router.state.history).toEqual(['Connect'])
  })

  it('runs the transaction stack: success stays, error and cancel go back', () => {
    const { router } = setup()
    const onSuccess = vi.fn()
    const onError = vi.fn()
    const onCancel = vi.fn()
    router.push('Account')
    router.push('ApproveTransaction')
    router.pushTransactionStack({ onSuccess })
    router.popTransactionStack('success')
    expect(onSuccess).toHaveBeenCalledOnce()
    expect(router.state.view).toBe('ApproveTransaction')

    router.pushTransactionStack({ onError })
    router.popTransactionStack('error')
    expect(onError).toHaveBeenCalledOnce()
    expect(router.state.view).toBe('Account')

    router.push('ApproveTransaction')
    router.pushTransactionStack({ onCancel })
    router.popTransactionStack('cancel')
    expect(onCancel).toHaveBeenCalledOnce()
    expect(router.state.view).toBe('Account')
    router.popTransactionStack('cancel')
    expect(router.state.view).toBe('Account')
  })

  it('tells listeners when a view is left', () => {
    const { router } = setup()
    const left = vi.fn()
    const stop = router.onLeave('ConnectingFarcaster', left)
    router.push('ConnectingFarcaster')
    router.push('ConnectingFarcaster')
    expect(left).not.toHaveBeenCalled()
    router.goBack()
    expect(left).toHaveBeenCalledOnce()
    stop()
    router.push('ConnectingFarcaster')
    router.goBack()
    expect(left).toHaveBeenCalledOnce()
  })
})
