import type { Connector as WagmiConnector } from '@wagmi/core'
import type { Connector } from '@gatehouse/controllers'

/**
 * A wagmi connector as the kit sees it: EIP-6963 wallets are ANNOUNCED (one per rdns, wagmi already
 * dedupes), the legacy `window.ethereum` connector is the INJECTED "Browser Wallet", and WalletConnect
 * is WALLET_CONNECT (listed first, docs/reference/limits.md#connector-order); the embedded wallet's connector is AUTH.
 */
export function toConnector(
  connector: Pick<WagmiConnector, 'id' | 'name' | 'type' | 'icon' | 'rdns'>,
): Connector {
  if (connector.type === 'walletConnect') {
    return { id: connector.id, name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }
  }
  if (connector.type === 'AUTH') {
    return { id: connector.id, name: connector.name, type: 'AUTH', chain: 'eip155' }
  }
  if (connector.id === 'injected') {
    return {
      id: 'injected',
      name: 'Browser Wallet',
      type: 'INJECTED',
      chain: 'eip155',
      imageUrl: connector.icon,
    }
  }
  // wagmi names an EIP-6963 wallet's connector by its rdns and sets no `rdns` of its own.
  const declared = typeof connector.rdns === 'string' ? connector.rdns : connector.rdns?.[0]
  const rdns = declared ?? (connector.type === 'injected' ? connector.id : undefined)
  return {
    id: connector.id,
    name: connector.name,
    type: connector.type === 'injected' ? 'ANNOUNCED' : 'EXTERNAL',
    chain: 'eip155',
    imageUrl: connector.icon,
    ...(rdns ? { info: { rdns } } : {}),
  }
}
