import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createThemeController } from '../theme/createThemeController'
import { createToastController, toastDuration } from '../toast/createToastController'
import { createModalController } from './createModalController'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('modal', () => {
  it('shakes for 500 ms', () => {
    const modal = createModalController()
    modal.shake()
    expect(modal.state.shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(modal.state.shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(modal.state.shake).toBe(false)
  })

  it('restarts the shake when shaken again', () => {
    const modal = createModalController()
    modal.shake()
    vi.advanceTimersByTime(400)
    modal.shake()
    vi.advanceTimersByTime(400)
    expect(modal.state.shake).toBe(true)
    vi.advanceTimersByTime(100)
    expect(modal.state.shake).toBe(false)
  })
})

describe('toast', () => {
  it('shows at once when none is open, and hides after its duration', () => {
    const toast = createToastController()
    toast.show('Copied', 'success')
    expect(toast.state).toMatchObject({ open: true, message: 'Copied', variant: 'success' })
    vi.advanceTimersByTime(toastDuration)
    expect(toast.state.open).toBe(false)
  })

  it('replaces an open toast after 150 ms', () => {
    const toast = createToastController()
    toast.show('Signing', 'loading')
    toast.show('Signature declined', 'error')
    expect(toast.state.open).toBe(false)
    vi.advanceTimersByTime(149)
    expect(toast.state.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(toast.state).toMatchObject({ open: true, message: 'Signature declined', variant: 'error' })
  })

  it('keeps a loading toast until it is replaced', () => {
    const toast = createToastController()
    toast.show('Authenticating...', 'loading')
    vi.advanceTimersByTime(60_000)
    expect(toast.state.open).toBe(true)
  })
})

describe('theme', () => {
  it('defaults to dark and switches', () => {
    const theme = createThemeController({})
    expect(theme.state.themeMode).toBe('dark')
    theme.setThemeMode('light')
    expect(theme.state.themeMode).toBe('light')
    expect(() => theme.setThemeMode('blue' as 'light')).toThrow(
      'Invalid createAppKit options: themeMode: blue',
    )
  })

  it('merges theme variables and rejects unknown ones', () => {
    const theme = createThemeController({ themeVariables: { '--w3m-accent': '#f00' } })
    theme.setThemeVariables({ '--w3m-z-index': 10 })
    expect(theme.state.themeVariables).toEqual({ '--w3m-accent': '#f00', '--w3m-z-index': 10 })
    expect(() => theme.setThemeVariables({ '--nope': 1 } as never)).toThrow(/themeVariables/)
  })
})
