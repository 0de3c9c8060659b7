import type { Network } from '@gatehouse/common'
import type { Balance } from '@gatehouse/controllers'

/**
 * What the Send view offers to send: every balance, except on Bitcoin, where only BTC goes (issue 16:
 * native only). When the blockchain API lists no BTC balance there (a network it does not serve), the
 * adapter's native balance stands in, so the account can still send.
 */
export function sendableTokens(
  balances: readonly Balance[],
  network: Pick<Network, 'chainNamespace' | 'caipNetworkId' | 'nativeCurrency'>,
  nativeBalance: string | undefined,
): readonly Balance[] {
  if (network.chainNamespace !== 'bip122') return balances
  const native = balances.filter((balance) => !balance.address)
  if (native.length > 0 || nativeBalance === undefined) return native
  const { name, symbol, decimals } = network.nativeCurrency
  return [
    {
      name,
      symbol,
      chainId: network.caipNetworkId,
      quantity: { decimals: String(decimals), numeric: nativeBalance },
    },
  ]
}
