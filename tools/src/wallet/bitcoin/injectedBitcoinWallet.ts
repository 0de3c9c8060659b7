import type { BitcoinNetworkName } from '@gatehouse/harness/wallet/node'
import type { BitcoinPageBridge } from './bitcoinPageBridge'
import type { BitcoinTestWallet, BitcoinTestWalletOptions } from './BitcoinTestWallet'

/** Options shared by both injected Bitcoin wallets. */
export interface InjectBitcoinTestWalletOptions extends BitcoinTestWalletOptions {
  /** The wallet's name in the Connect view. */
  name?: string
  /** Its icon (a data: URL). */
  icon?: string
  /**
   * A unique id per injected wallet (it names the page binding). For the sats-connect wallet it is
   * also the provider's `window` path and descriptor id.
   */
  id?: string
}

/** An injected Bitcoin wallet: steer it from the test, and tell the pages what the visitor did in it. */
export interface InjectedBitcoinTestWallet {
  wallet: BitcoinTestWallet
  /**
   * Tells every page the site is connected again, or that the visitor revoked it in the wallet
   * (Wallet Standard: `change` with the accounts or none; sats-connect: `accountChange` / `disconnect`).
   */
  emitAccounts(connected: boolean): Promise<void>
  /** The visitor switches to development key `keyIndex` (`change` / `accountChange`). */
  switchAccount(keyIndex: number): Promise<void>
  /** The visitor switches the wallet's network; addresses change prefix (`change` / `networkChange`). */
  switchNetwork(network: BitcoinNetworkName): Promise<void>
}

/** The handle over a wallet and its page bridge. */
export function injectedBitcoinWallet(
  wallet: BitcoinTestWallet,
  bridge: BitcoinPageBridge,
): InjectedBitcoinTestWallet {
  return {
    wallet,
    async emitAccounts(connected) {
      wallet.setAuthorized(connected)
      await bridge.flush()
    },
    async switchAccount(keyIndex) {
      wallet.switchKey(keyIndex)
      await bridge.flush()
    },
    async switchNetwork(network) {
      wallet.switchNetwork(network)
      await bridge.flush()
    },
  }
}

/** An SVG badge as a data: URL: a rounded square of `color` with a ₿ mark. */
export function bitcoinWalletIcon(color: string): string {
  return (
    'data:image/svg+xml,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${color}"/><text x="32" y="45" font-size="38" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="#fff">₿</text></svg>`,
    )
  )
}
