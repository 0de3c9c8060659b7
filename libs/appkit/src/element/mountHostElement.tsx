import type { ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { KitProvider, useKitState } from '@gatehouse/controllers/react'
import { StyleRootProvider, ThemeRoot } from '@gatehouse/ui'
import { bindingOf, loadedKitOf, newestAppKit } from '../api/kitRegistry'
import type { AppKit } from '../api/types'
import type { HostElement, HostElementMount, HostElementTag } from './hostElementTags'
import {
  AccountButtonElementView,
  ConnectButtonElementView,
  NetworkButtonElementView,
} from './HostButtonViews'
import { WalletButtonElementView } from './WalletButtonElementView'

/** Loads the instance's kit: asked here, in the elements' chunk, rather than in the page's. */
const loadKit = async (appkit: AppKit) => bindingOf(appkit).load()

const hostCss = ':host { display: inline-block; } .gh-button-host { display: inline-block; }'

/** The theme and language of the instance around one element's content. */
function Themed(props: { children: ReactNode }) {
  const theme = useKitState((k) => k.theme.state)
  const { locale } = useKitState((k) => k.options.state)
  return (
    <ThemeRoot
      mode={theme.themeMode}
      variables={theme.themeVariables}
      className="gh-button-host"
      lang={locale.tag}
      dir={locale.dir}
    >
      {props.children}
    </ThemeRoot>
  )
}

function contentOf(tag: HostElementTag, element: HostElement, appkit: AppKit): ReactNode {
  const attributes = element.buttonAttributes()
  switch (tag) {
    case 'appkit-network-button':
      return <NetworkButtonElementView appkit={appkit} attributes={attributes} />
    case 'appkit-account-button':
      return <AccountButtonElementView appkit={appkit} attributes={attributes} />
    case 'appkit-connect-button':
      return <ConnectButtonElementView appkit={appkit} attributes={attributes} />
    case 'appkit-wallet-button':
      return (
        <WalletButtonElementView
          appkit={appkit}
          wallet={element.getAttribute('wallet') ?? ''}
          disabled={attributes.disabled}
        />
      )
  }
}

/**
 * Renders one of the host elements into its own shadow root (nothing leaks in or out), with the
 * instance set on its `appkit` property or the newest one.
 */
export function mountHostElement(element: HostElement, tag: HostElementTag): HostElementMount {
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' })
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(hostCss)
  shadow.adoptedStyleSheets = [sheet]
  let root: Root | undefined = createRoot(shadow)
  const mount = {
    render() {
      const appkit = element.appkit ?? newestAppKit()
      if (!root || !appkit) return
      const kit = loadedKitOf(appkit)
      if (!kit) {
        // These elements show the kit's state: they draw once it is ready (see api/kitHandOver).
        loadKit(appkit).then(
          () => mount.render(),
          (error: unknown) => console.error('[gatehouse] the kit could not load', error),
        )
        return
      }
      root.render(
        <StyleRootProvider root={shadow}>
          <KitProvider kit={kit}>
            <Themed>{contentOf(tag, element, appkit)}</Themed>
          </KitProvider>
        </StyleRootProvider>,
      )
    },
    unmount() {
      root?.unmount()
      root = undefined
    },
  }
  return mount
}
