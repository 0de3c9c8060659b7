import type { ChainNamespace } from '@gatehouse/common'
import type { Kit } from '@gatehouse/controllers'
import { KitProvider, useKit, useKitState } from '@gatehouse/controllers/react'
import { AccountButton, useThemePalette } from '@gatehouse/ui'

export interface ConnectedButtonProps {
  kit: Kit
  namespace: ChainNamespace
  showBalance: boolean
  switchNetworkLabel: string
  locale: string
  onClick: () => void
  onIntent: () => void
}

function AccountOf(props: Omit<ConnectedButtonProps, 'kit'>) {
  const kit = useKit()
  const chain = useKitState((k) => k.chain.state)
  const identity = useKitState((k) => k.identity.state)
  const account = chain.namespaces[props.namespace]?.account
  const network = kit.chain.network(props.namespace)
  if (!account?.address) return null
  // The name looked up for this account, else the one the last lookup kept (no request for it).
  const name =
    (identity.caipAddress === account.caipAddress ? identity.name : undefined) ??
    kit.identity.cachedName(props.namespace)
  return (
    <AccountButton
      address={account.address}
      name={name}
      balance={account.balance}
      symbol={account.balanceSymbol}
      showBalance={props.showBalance}
      networkName={network?.name}
      networkImageUrl={network?.assets?.imageUrl}
      switchNetworkLabel={props.switchNetworkLabel}
      locale={props.locale}
      onClick={props.onClick}
      onIntent={props.onIntent}
    />
  )
}

/** `<appkit-button>` while connected: the account, its balance and network (with the kit's chunk). */
export function ConnectedButton({ kit, ...props }: ConnectedButtonProps) {
  // The page's button draws in a ThemeScope (accent and background only): the account's colours come here.
  useThemePalette()
  return (
    <KitProvider kit={kit}>
      <AccountOf {...props} />
    </KitProvider>
  )
}
