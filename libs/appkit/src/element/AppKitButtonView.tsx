import { useKit, useKitState } from '@gatehouse/controllers/react'
import { AccountButton, ConnectButton, ThemeRoot } from '@gatehouse/ui'
import type { AppKit } from '../api/types'
import { eagerMessages } from '../i18n/compiled/eager'
import { prepareModalOf } from '../api/kitRegistry'
import type { ButtonAttributes } from './buttonAttributes'

/** What `<appkit-button>` shows: Connect Wallet, or the connected account. */
export function AppKitButtonView(props: { appkit: AppKit; attributes: ButtonAttributes }) {
  const kit = useKit()
  const chain = useKitState((k) => k.chain.state)
  const connection = useKitState((k) => k.connection.state)
  const theme = useKitState((k) => k.theme.state)
  const { locale } = useKitState((k) => k.options.state)
  // The button's few words in every language are in the page's first bundle: it paints in the
  // visitor's language with no request before the first intent.
  const words = eagerMessages[locale.locale]
  const { attributes, appkit } = props
  const namespace = attributes.namespace ?? chain.activeNamespace
  const status = connection.namespaces[namespace]?.status ?? 'disconnected'
  const account = chain.namespaces[namespace]?.account
  const network = kit.chain.network(namespace)
  const onIntent = () => prepareModalOf(appkit)
  const open = () => void appkit.open({ namespace })

  return (
    <ThemeRoot
      mode={theme.themeMode}
      variables={theme.themeVariables}
      className="gh-button-host"
      lang={locale.tag}
      dir={locale.dir}
    >
      {status === 'connected' && account?.address ? (
        <AccountButton
          address={account.address}
          balance={account.balance}
          symbol={account.balanceSymbol}
          showBalance={attributes.showBalance}
          networkName={network?.name}
          networkImageUrl={network?.assets?.imageUrl}
          switchNetworkLabel={words.eagerSwitchNetwork}
          locale={locale.tag}
          onClick={open}
          onIntent={onIntent}
        />
      ) : (
        <ConnectButton
          size={attributes.size}
          label={attributes.label ?? words.eagerConnectWallet}
          loadingLabel={attributes.loadingLabel ?? words.eagerConnecting}
          loading={status === 'connecting' || status === 'reconnecting'}
          disabled={attributes.disabled}
          onClick={open}
          onIntent={onIntent}
        />
      )}
    </ThemeRoot>
  )
}
