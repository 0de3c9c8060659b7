import { walletFeaturesOrder } from '@gatehouse/common'
import type { Features, View } from '@gatehouse/controllers'
import type { IconName } from '@gatehouse/ui'
import type { AppkitMessages } from '../../i18n/appkitMessages'
import { isAvailableIn, type ViewRegistry } from '../registryShape'

/** A wallet feature's button on the Account view. */
export interface AccountAction {
  feature: (typeof walletFeaturesOrder)[number]
  /** The button's label in the modal's language. */
  label: (messages: AppkitMessages) => string
  icon: IconName
  view: View
}

const actionsByFeature: Partial<Record<AccountAction['feature'], Omit<AccountAction, 'feature'>>> = {
  onramp: { label: (m) => m.titleBuy(), icon: 'wallet', view: 'OnRampProviders' },
  swaps: { label: (m) => m.titleSwap(), icon: 'swap', view: 'Swap' },
  receive: { label: (m) => m.titleReceive(), icon: 'receive', view: 'WalletReceive' },
  send: { label: (m) => m.titleSend(), icon: 'send', view: 'WalletSend' },
}

/**
 * The Account view's wallet features in the order of docs/reference/features.md#wallet-features-order (onramp, swaps, receive, send): those
 * the host left on and this build has a view for.
 */
export function accountActions(features: Features, registry: ViewRegistry): AccountAction[] {
  return walletFeaturesOrder.flatMap((feature) => {
    const action = actionsByFeature[feature]
    return action && isAvailableIn(registry, action.view, features) ? [{ feature, ...action }] : []
  })
}
