import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { builtNumberFormat, numberFormat } from '@gatehouse/common'
import { useIdleNumberFormat } from './useIdleNumberFormat'

afterEach(() => vi.useRealTimers())

describe('the number format built when the browser is idle', () => {
  it('gives nothing in the render that first asks, then the locale’s format once the browser was idle', async () => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useIdleNumberFormat('ar-EG'))
    expect(result.current).toBeUndefined()
    expect(builtNumberFormat('ar-EG')).toBeUndefined()
    await act(async () => vi.runAllTimersAsync())
    expect(result.current?.format(1200)).toBe('١٬٢٠٠')
  })

  it('gives a format built earlier on the first render', () => {
    numberFormat('es')
    const { result } = renderHook(() => useIdleNumberFormat('es'))
    expect(result.current?.format(1200)).toBe('1200')
  })
})
