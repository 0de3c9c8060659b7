import type { Wallet } from '@wallet-standard/base'
import type { SolanaWalletWatch } from '../discovery/standardConnectors'

/** How long a reload waits for the stored wallet to register in the page (a hang guard). */
const walletRegistrationWaitMs = 3_000

/** The wallet of `connectorId` among those the page has registered so far. */
export function findWallet(watch: SolanaWalletWatch, connectorId: string): Wallet | undefined {
  return watch.wallets().find((wallet) => wallet.name === connectorId)
}

/** The stored wallet, waiting a moment for it to register (extensions may register after the page's script). */
export function awaitWallet(watch: SolanaWalletWatch, connectorId: string): Promise<Wallet | undefined> {
  const found = findWallet(watch, connectorId)
  if (found) return Promise.resolve(found)
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stop()
      resolve(undefined)
    }, walletRegistrationWaitMs)
    const stop = watch.subscribe(() => {
      const wallet = findWallet(watch, connectorId)
      if (!wallet) return
      clearTimeout(timer)
      stop()
      resolve(wallet)
    })
  })
}
