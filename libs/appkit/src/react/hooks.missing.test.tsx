import { render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useAppKit } from './hooks'

function Uses() {
  useAppKit()
  return null
}

describe('hooks before createAppKit', () => {
  it('say what to do', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Uses />)).toThrow('Please call "createAppKit" before using "useAppKit"')
  })
})
