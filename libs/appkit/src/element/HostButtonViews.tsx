import { useKit, useKitState } from '@gatehouse/controllers/react'
import { AccountButton, ConnectButton, NetworkButton } from '@gatehouse/ui'
import type { AppKit } from '../api/types'
import { eagerMessages } from '../i18n/compiled/eager'
import { prepareModalOf } from '../api/kitRegistry'
import type { ButtonAttributes } from './buttonAttributes'

interface ElementViewProps {
  appkit: AppKit
  attributes: ButtonAttributes
}

/** The few words of the page's buttons, in the kit's language (in the first bundle, no request). */
function useEagerWords() {
  const { locale } = useKitState((k) => k.options.state)
  return { words: eagerMessages[locale.locale], locale }
}

/** `<appkit-network-button>`: the active network's logo and name; opens the Networks view. */
export function NetworkButtonElementView(props: ElementViewProps) {
  const kit = useKit()
  const chain = useKitState((k) => k.chain.state)
  const { words } = useEagerWords()
  // Read through the snapshot, so that a switch re-renders the button.
  const caipNetworkId = chain.namespaces[chain.activeNamespace]?.caipNetworkId
  const network = caipNetworkId ? kit.chain.network(chain.activeNamespace) : undefined
  return (
    <NetworkButton
      networkName={network?.name}
      networkImageUrl={network?.assets?.imageUrl}
      unsupportedLabel={words.eagerSwitchNetwork}
      disabled={props.attributes.disabled}
      onIntent={() => prepareModalOf(props.appkit)}
      onClick={() => void props.appkit.open({ view: network ? 'Networks' : 'UnsupportedChain' })}
    />
  )
}

/** `<appkit-account-button>`: balance and address once connected (nothing before); opens Account. */
export function AccountButtonElementView(props: ElementViewProps) {
  const kit = useKit()
  const chain = useKitState((k) => k.chain.state)
  const connection = useKitState((k) => k.connection.state)
  const { words, locale } = useEagerWords()
  const namespace = props.attributes.namespace ?? chain.activeNamespace
  const account = chain.namespaces[namespace]?.account
  const connected = connection.namespaces[namespace]?.status === 'connected' && account?.address
  if (!connected || !account?.address) return null
  const network = chain.namespaces[namespace]?.caipNetworkId ? kit.chain.network(namespace) : undefined
  return (
    <AccountButton
      address={account.address}
      balance={account.balance}
      symbol={account.balanceSymbol}
      showBalance={props.attributes.showBalance}
      networkName={network?.name}
      networkImageUrl={network?.assets?.imageUrl}
      switchNetworkLabel={words.eagerSwitchNetwork}
      locale={locale.tag}
      disabled={props.attributes.disabled}
      onIntent={() => prepareModalOf(props.appkit)}
      onClick={() => void props.appkit.open({ view: 'Account', namespace })}
    />
  )
}

/** `<appkit-connect-button>`: "Connect Wallet" (or the host's label) that opens the modal. */
export function ConnectButtonElementView(props: ElementViewProps) {
  const connection = useKitState((k) => k.connection.state)
  const chain = useKitState((k) => k.chain.state)
  const { words } = useEagerWords()
  const status = connection.namespaces[chain.activeNamespace]?.status ?? 'disconnected'
  const { attributes } = props
  return (
    <ConnectButton
      size={attributes.size}
      label={attributes.label ?? words.eagerConnectWallet}
      loadingLabel={attributes.loadingLabel ?? words.eagerConnecting}
      loading={status === 'connecting' || status === 'reconnecting'}
      onIntent={() => prepareModalOf(props.appkit)}
      onClick={() => void props.appkit.open()}
    />
  )
}
