import { afterEach, describe, expect, it, vi } from 'vitest'
import { createModalController } from '../modal/createModalController'
import { createRouterController } from '../router/createRouterController'
import type { View } from '../router/views'
import { closeModal, isCloseBlocked } from './closeModal'

function setup(
  given: { view?: View; siwx?: { required: boolean }; session?: boolean; connected?: boolean } = {},
) {
  const modal = createModalController()
  const router = createRouterController({ isConnected: () => false, closeModal: () => {} })
  const deps = {
    modal,
    router,
    options: { state: { siwx: given.siwx && { getRequired: () => given.siwx?.required === true } } },
    connection: {
      state: { hasSignInSession: given.session ?? false },
      isConnected: () => given.connected ?? false,
    },
    analytics: { track: vi.fn() },
  }
  modal.setOpen(true)
  router.reset('Connect')
  if (given.view) router.push(given.view)
  return deps
}

afterEach(() => vi.useRealTimers())

describe('closing: the close rules', () => {
  it('closes, resets to Connect and reports MODAL_CLOSE', () => {
    const deps = setup({ view: 'Networks', connected: true })
    expect(closeModal(deps)).toBe(true)
    expect(deps.modal.state.open).toBe(false)
    expect(deps.router.state).toMatchObject({ view: 'Connect', history: ['Connect'] })
    expect(deps.analytics.track).toHaveBeenCalledWith('MODAL_CLOSE', { connected: true })
  })

  it('reports nothing when the modal was already closed', () => {
    const deps = setup()
    deps.modal.setOpen(false)
    closeModal(deps)
    expect(deps.analytics.track).not.toHaveBeenCalled()
  })

  it.each(['SIWXSignMessage', 'ApproveTransaction'] as const)(
    'is refused on %s while sign-in is required and there is no session, with a 500 ms shake',
    (view) => {
      vi.useFakeTimers()
      const deps = setup({ view, siwx: { required: true } })
      expect(isCloseBlocked(deps)).toBe(true)
      expect(closeModal(deps)).toBe(false)
      expect(deps.modal.state).toMatchObject({ open: true, shake: true })
      expect(deps.router.state.view).toBe(view)
      vi.advanceTimersByTime(500)
      expect(deps.modal.state.shake).toBe(false)
    },
  )

  it.each([
    ['a session exists', { view: 'SIWXSignMessage', siwx: { required: true }, session: true }],
    ['sign-in is optional', { view: 'SIWXSignMessage', siwx: { required: false } }],
    ['another view is shown', { view: 'Networks', siwx: { required: true } }],
  ] as const)('is allowed once %s', (_case, given) => {
    const deps = setup(given)
    expect(isCloseBlocked(deps)).toBe(false)
    expect(closeModal(deps)).toBe(true)
  })
})
