// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { frameSlotName } from '@gatehouse/controllers'
import { frameHeightLimits, frameHost, setFrameHeight } from './frameHost'
import { readFrameMessage } from './frameMessages'

describe("the frame's host element", () => {
  it("is no dialog: a hidden element assigned to the modal's frame slot", () => {
    const host = frameHost(document)
    expect(host.tagName).toBe('DIV')
    expect(host.getAttribute('role')).toBeNull()
    expect(host.slot).toBe(frameSlotName)
    expect(host.hidden).toBe(true)
  })

  it("takes the frame's content height, clamped to its limits", () => {
    const host = frameHost(document)
    expect(setFrameHeight(host, 312.4)).toBe(313)
    expect(host.style.height).toBe('313px')
    expect(setFrameHeight(host, 0)).toBe(frameHeightLimits.min)
    expect(setFrameHeight(host, 99_999)).toBe(frameHeightLimits.max)
    expect(setFrameHeight(host, Number.NaN)).toBe(frameHeightLimits.min)
  })
})

describe("the frame's content-height event", () => {
  it('is read only with a finite, non-negative, bounded height', () => {
    expect(readFrameMessage({ id: 'a', type: 'content-height', height: 320 })).toEqual({
      id: 'a',
      type: 'content-height',
      height: 320,
    })
    for (const height of [-1, Number.POSITIVE_INFINITY, Number.NaN, 1e9, '320', undefined]) {
      expect(readFrameMessage({ id: 'a', type: 'content-height', height })).toBeUndefined()
    }
  })
})
