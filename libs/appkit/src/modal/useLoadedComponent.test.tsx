import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { preloadComponent, useLoadedComponent } from './useLoadedComponent'

const View = () => null

describe('loading a view’s code', () => {
  it('gives a preloaded component on the very first render (the modal’s Connect view)', async () => {
    const load = vi.fn(async () => ({ default: View }))
    await preloadComponent('preloaded', load)
    const { result } = renderHook(() => useLoadedComponent('preloaded', load))
    expect(result.current).toBe(View)
    expect(load).toHaveBeenCalledOnce()
  })

  it('gives nothing until a component that was not preloaded arrives, then keeps it for the next render', async () => {
    const load = vi.fn(async () => ({ default: View }))
    const { result } = renderHook(() => useLoadedComponent('lazy', load))
    expect(result.current).toBeUndefined()
    await act(async () => {})
    expect(result.current).toBe(View)
    const again = renderHook(() => useLoadedComponent('lazy', load))
    expect(again.result.current).toBe(View)
    expect(load).toHaveBeenCalledOnce()
  })
})
