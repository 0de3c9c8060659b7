// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { createModalHost } from './modalHost'

afterEach(() => document.body.replaceChildren())

describe("the modal's host element", () => {
  it('is created once, with an open shadow root, and is what the frame and the modal share', () => {
    const modalHost = createModalHost()
    const host = modalHost.element()
    expect(host.tagName).toBe('GATEHOUSE-MODAL')
    expect(host.shadowRoot).not.toBeNull()
    expect(modalHost.element()).toBe(host)
    expect(document.querySelectorAll('gatehouse-modal')).toHaveLength(1)
  })

  it('is removed with what it holds, and made again when needed', () => {
    const modalHost = createModalHost()
    const first = modalHost.element()
    first.append(document.createElement('iframe'))
    modalHost.remove()
    expect(first.isConnected).toBe(false)
    expect(document.querySelector('iframe')).toBeNull()
    expect(modalHost.element()).not.toBe(first)
  })
})
