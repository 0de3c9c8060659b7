import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Header } from './Header'

afterEach(cleanup)

describe('Header', () => {
  it('closes on the close button', () => {
    const onClose = vi.fn()
    render(<Header title="Account" titleId="t" onClose={onClose} />)
    const close = screen.getByRole('button', { name: 'Close' })
    expect(close.getAttribute('aria-disabled')).toBeNull()
    fireEvent.click(close)
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('keeps the close button focusable but disabled, with its reason, while closing is not allowed', () => {
    const onClose = vi.fn()
    render(<Header title="Sign In" titleId="t" onClose={onClose} closeDisabledReason="Sign in to continue" />)
    const close = screen.getByRole('button', { name: 'Close' })
    expect(close.getAttribute('aria-disabled')).toBe('true')
    expect(close.hasAttribute('disabled')).toBe(false)
    const reason = document.getElementById(close.getAttribute('aria-describedby') ?? '')
    expect(reason?.textContent).toBe('Sign in to continue')
    fireEvent.click(close)
    expect(onClose).not.toHaveBeenCalled()
  })
})
