import { createRoot, type Root } from 'react-dom/client'
import { StyleRootProvider } from '@gatehouse/ui'
import { newestAppKit } from '../api/kitRegistry'
import type { AppKit } from '../api/types'
import { AppKitButtonView } from './AppKitButtonView'
import { observedButtonAttributes, readButtonAttributes } from './buttonAttributes'

const hostCss = ':host { display: inline-block; } .gh-button-host { display: inline-block; }'

/**
 * Registers `<appkit-button>` once per page. It renders into its own shadow root, for plain-HTML hosts
 * and React hosts alike, using the instance set on its `appkit` property or the newest one.
 */
export function defineAppKitButton() {
  if (typeof customElements === 'undefined' || customElements.get('appkit-button')) return

  class AppKitButtonElement extends HTMLElement {
    static observedAttributes = observedButtonAttributes
    appkit: AppKit | undefined
    private root: Root | undefined

    connectedCallback() {
      if (!this.shadowRoot) {
        const shadow = this.attachShadow({ mode: 'open' })
        const sheet = new CSSStyleSheet()
        sheet.replaceSync(hostCss)
        shadow.adoptedStyleSheets = [sheet]
      }
      this.root ??= createRoot(this.shadowRoot as ShadowRoot)
      this.render()
    }

    disconnectedCallback() {
      // Moving the element fires disconnect then connect: unmount only if it really left the page.
      queueMicrotask(() => {
        if (this.isConnected) return
        this.root?.unmount()
        this.root = undefined
      })
    }

    attributeChangedCallback() {
      this.render()
    }

    private render() {
      const appkit = this.appkit ?? newestAppKit()
      if (!this.root || !appkit) return
      this.root.render(
        <StyleRootProvider root={this.shadowRoot as ShadowRoot}>
          <AppKitButtonView appkit={appkit} attributes={readButtonAttributes(this)} />
        </StyleRootProvider>,
      )
    }
  }

  customElements.define('appkit-button', AppKitButtonElement)
}
