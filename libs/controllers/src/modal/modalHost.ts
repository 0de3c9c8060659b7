/**
 * The name of the slot the kit's modal gives the frame: the frame's container is a child of the
 * modal's host element (`<gatehouse-modal>`, outside its shadow root) and appears in the modal's body
 * where the ApproveTransaction view renders `<slot name="…">`. The iframe thus lives in the page from
 * its first request to its end (moving an iframe reloads it, losing its state), yet is drawn inside
 * the modal's own dialog: below the modal's header and close button, inside its focus order, never a
 * second dialog in front of it.
 */
export const frameSlotName = 'gatehouse-embedded-wallet'

/**
 * The element the kit's modal lives in (`<gatehouse-modal>`, with an open shadow root), created on
 * first need: by the modal when it mounts, or earlier by the embedded wallet, whose frame is a child of
 * it from the start (the modal's shadow root then shows the frame in its body; see frameSlotName).
 * Until the modal mounts the shadow root is empty, so the element and its children draw nothing.
 */
export function createModalHost(doc: () => Document | undefined = () => globalThis.document) {
  let host: HTMLElement | undefined
  return {
    /** The host element, created and appended to the page's body when there is none. */
    element(): HTMLElement {
      const page = doc()
      if (!page) throw new Error('The modal needs a document')
      if (!host || !host.isConnected) {
        host = page.createElement('gatehouse-modal')
        host.attachShadow({ mode: 'open' })
        page.body.appendChild(host)
      }
      return host
    },
    /** Removes the host element and all it holds. */
    remove() {
      host?.remove()
      host = undefined
    },
  }
}

export type ModalHost = ReturnType<typeof createModalHost>
