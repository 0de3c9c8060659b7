import type { ChainNamespace } from '@gatehouse/common'
import type { AppkitMessages } from '../../i18n/appkitMessages'

/** The name a visitor knows a namespace by ("EVM", "Solana"), in the modal's language. */
export function chainName(namespace: ChainNamespace, messages: AppkitMessages): string {
  switch (namespace) {
    case 'eip155':
      return messages.chainEip155()
    case 'solana':
      return messages.chainSolana()
    case 'bip122':
      return messages.chainBip122()
    case 'polkadot':
      return messages.chainPolkadot()
  }
}
