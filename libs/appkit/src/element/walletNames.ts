import { namedWallets, walletConnectName } from '@gatehouse/controllers'

/** The name a wallet button shows before wallets are discovered: a known brand's, or what the host wrote. */
export function displayName(wallet: string): string {
  if (wallet === walletConnectName) return 'WalletConnect'
  return namedWallets[wallet.toLowerCase()]?.name ?? wallet
}

/**
 * The rdns an installed wallet would announce for this name: a short name's, or the name itself when
 * it looks like one (so none for `walletConnect` or a wallet's display name).
 */
export function rdnsOf(wallet: string): string | undefined {
  return namedWallets[wallet.toLowerCase()]?.rdns ?? (wallet.includes('.') ? wallet : undefined)
}
