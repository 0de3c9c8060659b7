import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CopyField } from './CopyField'

afterEach(cleanup)

describe('CopyField', () => {
  it('keeps the whole value in the page and copies through its owner', () => {
    const onCopy = vi.fn()
    const value = 'wc:7f6e504bfad60b485450578e05678ed3@2?relay-protocol=irn&symKey=587d'
    render(<CopyField value={value} label="Connection link" onCopy={onCopy} />)
    expect(screen.getByRole('group', { name: 'Connection link' }).textContent).toContain(value)
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(onCopy).toHaveBeenCalledOnce()
  })

  it('says Copied once copied', () => {
    render(<CopyField value="wc:abc" label="Connection link" onCopy={() => {}} copied />)
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy()
  })
})
