import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import type { AnyFeatureManifest, Kit } from '@gatehouse/controllers'
import { KitProvider } from '@gatehouse/controllers/react'
import { StyleRootProvider } from '@gatehouse/ui'
import { Modal } from './Modal'

/**
 * Mounts the modal, with the kit's features, in its own shadow root at the end of the page: the host's CSS cannot break it and
 * its styles cannot leak out. Hosts style it through `gatehouse-modal::part(modal)` and the theme
 * variables. `takeOver` closes the frame a press showed while the kit loaded, as the dialog shows
 * (see OpeningDialog). Returns the unmount function.
 */
export function mountModal(
  kit: Kit,
  features: readonly AnyFeatureManifest[],
  takeOver?: () => boolean,
): () => void {
  // The kit's host element: the embedded wallet's frame may already be a child of it (see
  // frameSlotName), which the ApproveTransaction view shows in the modal's body.
  const host = kit.modalHost.element()
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
  const container = document.createElement('div')
  shadow.appendChild(container)
  const root = createRoot(container)
  root.render(
    <StrictMode>
      <StyleRootProvider root={shadow}>
        <KitProvider kit={kit}>
          <Modal features={features} takeOver={takeOver} />
        </KitProvider>
      </StyleRootProvider>
    </StrictMode>,
  )
  return () => {
    root.unmount()
    kit.modalHost.remove()
  }
}
