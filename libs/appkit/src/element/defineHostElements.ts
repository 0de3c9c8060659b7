import type { AppKit } from '../api/types'
import { observedButtonAttributes, readButtonAttributes } from './buttonAttributes'
import {
  hostElementTags,
  type HostElement,
  type HostElementMount,
  type HostElementTag,
} from './hostElementTags'

function lazyElementClass(tag: HostElementTag) {
  return class extends HTMLElement implements HostElement {
    // <appkit-button>'s attributes (already in the page) and `wallet`: each element reads its own.
    static observedAttributes = [...observedButtonAttributes, 'wallet']
    appkit: AppKit | undefined
    private mount: HostElementMount | undefined

    connectedCallback() {
      // The rendering code loads only for the elements a page uses, and only once per page.
      void import('./mountHostElement').then(({ mountHostElement }) => {
        if (!this.isConnected) return
        this.mount ??= mountHostElement(this, tag)
        this.mount.render()
      })
    }

    disconnectedCallback() {
      // Moving the element fires disconnect then connect: unmount only if it really left the page.
      queueMicrotask(() => {
        if (this.isConnected) return
        this.mount?.unmount()
        this.mount = undefined
      })
    }

    attributeChangedCallback() {
      this.mount?.render()
    }

    // Read here, not in the lazy half: when a lazy chunk imports a module of the page's first
    // bundle that imports shared code, Vite 8's bundler (Rolldown) moves React out of the page's
    // chunk into one of its own (0.6 kB more before the intent; measured in `npm run test:size`).
    buttonAttributes() {
      return readButtonAttributes(this)
    }
  }
}

/**
 * Registers `<appkit-network-button>`, `<appkit-account-button>`, `<appkit-connect-button>` and
 * `<appkit-wallet-button>` once per page. Each class is a few lines: what it shows loads with the
 * first element of its kind on the page, never with the page's first bytes.
 */
export function defineHostElements() {
  if (typeof customElements === 'undefined') return
  for (const tag of hostElementTags) {
    if (!customElements.get(tag)) customElements.define(tag, lazyElementClass(tag))
  }
}
