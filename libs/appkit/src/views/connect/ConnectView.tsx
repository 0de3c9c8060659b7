import { connectMethodOrder } from '@gatehouse/controllers'
import { useKit, useKitState } from '@gatehouse/controllers/react'
import { Skeleton } from '@gatehouse/ui'
import { useAppkitMessages } from '../../i18n/appkitMessages'
import { RegistryComponent } from '../../modal/RegistryComponent'
import { useViewRegistry } from '../RegistryContext'
import { isAvailableIn, type ViewTab } from '../registryShape'
import { LegalFooter } from './LegalFooter'
import { WalletSection } from './WalletSection'

/** The registry's name of the e-mail login field, loaded from the email feature only when it is on. */
const emailField: ViewTab = 'Connect/email'
/** The registry's name of the social login buttons, loaded from the socials feature only when it is on. */
const socialButtons: ViewTab = 'Connect/socials'

/**
 * The default view: the ways to connect in the order of SPEC §9 — the wallets first when a browser
 * wallet is present, else the e-mail login, the social login, then the wallets (a host's
 * `features.connectMethodsOrder` wins). The e-mail field and the social buttons come from the email
 * and socials features, each requested only while it is on.
 */
export default function ConnectView() {
  const kit = useKit()
  const messages = useAppkitMessages()
  const registry = useViewRegistry()
  const features = useKitState((k) => k.options.state).features
  const connectors = useKitState((k) => k.connectors.state).connectors
  // A browser wallet is present when it injected `window.ethereum` or announced itself (EIP-6963).
  const browserWallet =
    kit.platform.hasInjectedProvider() || connectors.some((connector) => connector.type === 'ANNOUNCED')
  const methods = connectMethodOrder(features, browserWallet).filter(
    (method) =>
      (method !== 'email' || isAvailableIn(registry, emailField, features)) &&
      (method !== 'social' || isAvailableIn(registry, socialButtons, features)),
  )
  return (
    <>
      <div className="gh-view">
        {methods.map((method) =>
          method === 'wallet' ? (
            <WalletSection key={method} />
          ) : method === 'email' ? (
            <RegistryComponent
              key={method}
              name={emailField}
              fallback={
                <div role="status" aria-busy="true" aria-label={messages.loadingEmailLogin()}>
                  <Skeleton height={96} radius="m" />
                </div>
              }
            />
          ) : (
            <RegistryComponent
              key={method}
              name={socialButtons}
              fallback={
                <div role="status" aria-busy="true" aria-label={messages.loadingSocialLogin()}>
                  <Skeleton height={100} radius="m" />
                </div>
              }
            />
          ),
        )}
      </div>
      <LegalFooter />
    </>
  )
}
