import { frameSlotName } from '@gatehouse/controllers'

/** The frame's height limits, in CSS pixels: what the frame reports is clamped to them. */
export const frameHeightLimits = { min: 120, max: 1200 } as const

/** The login frame's iframe at `src`, sandboxed and filling its host. */
export function frameElement(doc: Document, src: string): HTMLIFrameElement {
  const element = doc.createElement('iframe')
  element.src = src
  element.title = 'Gatehouse embedded wallet'
  element.dataset['gatehouseFrame'] = ''
  // The frame needs no power over the host page: scripts and its own origin's storage only.
  element.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups')
  element.setAttribute('allow', 'clipboard-write')
  Object.assign(element.style, { display: 'block', width: '100%', height: '100%', border: '0' })
  return element
}

/**
 * The element that holds the frame: hidden (the frame still loaded and listening) until an approval
 * waits, assigned to the modal's frame slot, as tall as the frame's content says (see setFrameHeight).
 */
export function frameHost(doc: Document): HTMLElement {
  const host = doc.createElement('div')
  host.dataset['gatehouseFrameHost'] = ''
  host.slot = frameSlotName
  host.hidden = true
  Object.assign(host.style, {
    width: '100%',
    height: `${frameHeightLimits.min}px`,
    overflow: 'hidden',
  })
  return host
}

/** The frame's content `height` as its host's height, clamped to frameHeightLimits (whole pixels). */
export function setFrameHeight(host: HTMLElement, height: number): number {
  const clamped = Number.isFinite(height)
    ? Math.min(frameHeightLimits.max, Math.max(frameHeightLimits.min, Math.ceil(height)))
    : frameHeightLimits.min
  host.style.height = `${clamped}px`
  return clamped
}
