// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { focusableElements } from './focusables'

beforeEach(() => {
  // jsdom lays nothing out: every element counts as drawn here.
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList)
})
afterEach(() => document.body.replaceChildren())

describe('focusableElements', () => {
  it("includes what a slot shows from the page (the wallet's frame in the modal's body), in drawn order", () => {
    const host = document.createElement('div')
    const frame = document.createElement('iframe')
    const holder = document.createElement('div')
    holder.slot = 'frame'
    holder.append(frame)
    host.append(holder)
    document.body.append(host)
    const shadow = host.attachShadow({ mode: 'open' })
    shadow.innerHTML =
      '<div id="panel"><button id="close">Close</button><div><slot name="frame"></slot></div><button id="after">After</button></div>'
    const panel = shadow.getElementById('panel') as HTMLElement
    expect(focusableElements(panel).map((element) => element.id || element.tagName)).toEqual([
      'close',
      'IFRAME',
      'after',
    ])
  })

  it("a slot that shows nothing from the page counts its own children; inert and disabled ones don't count", () => {
    const panel = document.createElement('div')
    panel.innerHTML =
      '<slot><button id="fallback">Fallback</button></slot><button disabled>Off</button><div inert><a href="#x">Inert</a></div><a id="link" href="#y">Link</a>'
    document.body.append(panel)
    expect(focusableElements(panel).map((element) => element.id)).toEqual(['fallback', 'link'])
  })
})
