import { connectMethodOrder } from '@gatehouse/controllers'
import { useKit, useKitState } from '@gatehouse/controllers/react'
import { Skeleton, Text } from '@gatehouse/ui'
import { useAppkitMessages } from '../../i18n/appkitMessages'
import { RegistryComponent } from '../../modal/RegistryComponent'
import { useViewRegistry } from '../RegistryContext'
import { isAvailableIn, type ViewTab } from '../registryShape'
import { chainName } from '../shared/chainName'
import { LegalFooter } from './LegalFooter'
import { WalletSection } from './WalletSection'

/** The registry's name of the e-mail login field, loaded from the email feature only when it is on. */
const emailField: ViewTab = 'Connect/email'
/** The registry's name of the social login buttons, loaded from the socials feature only when it is on. */
const socialButtons: ViewTab = 'Connect/socials'

/**
 * The default view: the ways to connect in the order of docs/reference/limits.md#connect-order — the wallets first when a browser
 * wallet is present, else the e-mail login, the social login, then the wallets (a host's
 * `features.connectMethodsOrder` wins). The e-mail field and the social buttons come from the email
 * and socials features, each requested only while it is on. Opened for one chain (`data.namespace`),
 * it lists only the wallets of that chain.
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
  // Limited to one chain (SwitchActiveChain leads here): only the wallets of that chain.
  const namespace = useKitState((k) => k.router.state).data?.namespace
  const methods = connectMethodOrder(features, browserWallet).filter(
    (method) =>
      (method !== 'email' || isAvailableIn(registry, emailField, features)) &&
      (method !== 'social' || isAvailableIn(registry, socialButtons, features)) &&
      (namespace === undefined || method === 'wallet'),
  )
  return (
    <>
      <div className="gh-view">
        {namespace && (
          <Text as="h3" variant="small" tone="muted" align="center">
            {messages.walletsOfChain({ chain: chainName(namespace, messages) })}
          </Text>
        )}
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
