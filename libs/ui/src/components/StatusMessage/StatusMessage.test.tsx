import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { StatusMessage } from './StatusMessage'

afterEach(cleanup)

describe('StatusMessage', () => {
  it('is a polite status when neutral, with no button unless asked', () => {
    render(<StatusMessage tone="neutral" title="No wallet found" />)
    expect(screen.getByRole('status').textContent).toBe('No wallet found')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('is an alert when it is an error, and its button (outside the alert) acts', () => {
    const onAction = vi.fn()
    render(
      <StatusMessage
        tone="error"
        title="Wallets could not be loaded"
        description="Check your connection."
        actionLabel="Try again"
        onAction={onAction}
      />,
    )
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe('Wallets could not be loadedCheck your connection.')
    const button = screen.getByRole('button', { name: 'Try again' })
    expect(alert.contains(button)).toBe(false)
    fireEvent.click(button)
    expect(onAction).toHaveBeenCalledOnce()
  })
})
