import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SearchInput } from './SearchInput'

afterEach(cleanup)

/** Renders the field inside a parent that records the keys reaching it, as the dialog would. */
function renderSearch(value: string) {
  const onChange = vi.fn()
  const onParentKeyDown = vi.fn()
  render(
    <div onKeyDown={(event) => onParentKeyDown(event.key)}>
      <SearchInput value={value} onChange={onChange} />
    </div>,
  )
  return { onChange, onParentKeyDown, input: screen.getByRole('searchbox', { name: 'Search wallet' }) }
}

describe('SearchInput', () => {
  it('reports what is typed', () => {
    const { onChange, input } = renderSearch('')
    fireEvent.change(input, { target: { value: 'rain' } })
    expect(onChange).toHaveBeenCalledWith('rain')
  })

  it('clears a non-empty field on Escape without letting the key reach the dialog', () => {
    const { onChange, onParentKeyDown, input } = renderSearch('rain')
    const notCancelled = fireEvent.keyDown(input, { key: 'Escape' })
    expect(onChange).toHaveBeenCalledWith('')
    expect(onParentKeyDown).not.toHaveBeenCalled()
    expect(notCancelled).toBe(false)
  })

  it('lets Escape through when the field is empty', () => {
    const { onChange, onParentKeyDown, input } = renderSearch('')
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(onChange).not.toHaveBeenCalled()
    expect(onParentKeyDown).toHaveBeenCalledWith('Escape')
  })

  it('shows the clear button only when there is text, and clearing returns focus to the field', () => {
    const { onChange, input } = renderSearch('rain')
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(onChange).toHaveBeenCalledWith('')
    expect(document.activeElement).toBe(input)
    cleanup()
    renderSearch('')
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull()
  })

  it('takes a label and marks itself for the dialog’s first focus', () => {
    render(<SearchInput value="" onChange={() => {}} label="Search networks" autoFocus />)
    const input = screen.getByRole('searchbox', { name: 'Search networks' })
    expect(input.getAttribute('placeholder')).toBe('Search networks')
    expect(input.hasAttribute('data-autofocus')).toBe(true)
    expect(document.activeElement).toBe(input)
  })
})
