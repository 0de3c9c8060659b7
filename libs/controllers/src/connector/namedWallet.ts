import type { WalletListing } from '../catalogue/walletListing'
import type { Connector } from './Connector'

/**
 * The short wallet names a host writes in `<appkit-wallet-button wallet="…">` (as in @reown/appkit):
 * the brand name a button shows before wallets are discovered, and the EIP-6963 rdns the installed
 * wallet announces itself by.
 */
export const namedWallets: Readonly<Record<string, { name: string; rdns: string }>> = {
  metamask: { name: 'MetaMask', rdns: 'io.metamask' },
  coinbase: { name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' },
  trust: { name: 'Trust Wallet', rdns: 'com.trustwallet.app' },
  rainbow: { name: 'Rainbow', rdns: 'me.rainbow' },
  phantom: { name: 'Phantom', rdns: 'app.phantom' },
  okx: { name: 'OKX Wallet', rdns: 'com.okex.wallet' },
  bitget: { name: 'Bitget Wallet', rdns: 'com.bitget.web3' },
  rabby: { name: 'Rabby Wallet', rdns: 'io.rabby' },
  zerion: { name: 'Zerion', rdns: 'io.zerion.wallet' },
  brave: { name: 'Brave Wallet', rdns: 'com.brave.wallet' },
}

/** The name WalletConnect goes by in a wallet button: it opens the WalletConnect QR code. */
export const walletConnectName = 'walletConnect'

const installedTypes = new Set<Connector['type']>(['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN'])

/** "MetaMask", "meta-mask" and "metamask" are one name. */
function normalized(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '')
}

function matches(wallet: string, candidate: { id?: string; name: string; rdns?: string | null | undefined }) {
  const rdns = namedWallets[normalized(wallet)]?.rdns ?? wallet
  return (
    (candidate.id !== undefined && candidate.id === wallet) ||
    (candidate.rdns != null && candidate.rdns === rdns) ||
    normalized(candidate.name) === normalized(wallet)
  )
}

/**
 * Whether a connected wallet, known by its name and rdns, is the one a host named (its rdns, a short
 * name's rdns such as `metamask`'s, or its name in any spelling).
 */
export function isNamedWallet(
  wallet: string,
  candidate: { name: string; rdns?: string | undefined },
): boolean {
  return wallet !== '' && matches(wallet, candidate)
}

/**
 * The installed wallet a host named: by connector id, the catalogue id it is known by, its rdns
 * (or the rdns of a short name such as `metamask`), or its name. Only installed (announced, injected
 * or merged multi-chain) wallets count: a WalletConnect or embedded-wallet connector never matches.
 */
export function findNamedConnector(connectors: readonly Connector[], wallet: string): Connector | undefined {
  const installed = connectors.filter((connector) => installedTypes.has(connector.type))
  return installed.find(
    (connector) =>
      connector.explorerId === wallet ||
      matches(wallet, { id: connector.id, name: connector.name, rdns: connector.info?.rdns }),
  )
}

/** The catalogue wallet a host named: by catalogue id, rdns (or a short name's rdns) or name. */
export function findNamedListing(
  listings: readonly WalletListing[],
  wallet: string,
): WalletListing | undefined {
  return listings.find((listing) => matches(wallet, listing))
}
