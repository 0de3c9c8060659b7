import type { BrowserContext, Page } from 'playwright-core'
import { addPageScript, bridgeBitcoinWallet } from './bitcoinPageBridge'
import { BitcoinTestWallet } from './BitcoinTestWallet'
import {
  bitcoinWalletIcon,
  injectedBitcoinWallet,
  type InjectBitcoinTestWalletOptions,
  type InjectedBitcoinTestWallet,
} from './injectedBitcoinWallet'
import { installBitcoinWalletStandardWallet } from './installBitcoinWalletStandardWallet'
import {
  answerWalletStandardRequest,
  walletStandardBitcoinChains,
  walletStandardState,
} from './walletStandardBridge'

/** The Wallet Standard Bitcoin test wallet's defaults: its name, icon and id. */
export const bitcoinTestWalletInfo = {
  name: 'Gatehouse Bitcoin Test Wallet',
  id: 'dev.gatehouse.bitcointestwallet',
  icon: bitcoinWalletIcon('#f7931a'),
}

/** Options of the Wallet Standard Bitcoin test wallet. */
export interface InjectBitcoinWalletStandardWalletOptions extends InjectBitcoinTestWalletOptions {
  /** Wallet Standard chains. Default: bitcoin:regtest, bitcoin:testnet, bitcoin:mainnet. */
  chains?: string[]
}

/**
 * Gives the page (or every page of a context) a Wallet Standard Bitcoin wallet before any script
 * runs: `bitcoin:connect` ({purposes} → payment and ordinal accounts, each with a non-standard
 * `purpose`), `bitcoin:signMessage` (BIP-322 simple; the signature is the witness bytes),
 * `bitcoin:signTransaction`, `bitcoin:signAndSendTransaction`, `bitcoin:switchNetwork`,
 * `standard:events` and `standard:disconnect`, signed in Node by `BitcoinTestWallet` on the local
 * regtest chain. `wallet.accounts` is non-empty only while the site is connected, across reloads.
 */
export async function injectBitcoinWalletStandardWallet(
  target: Page | BrowserContext,
  options: InjectBitcoinWalletStandardWalletOptions,
): Promise<InjectedBitcoinTestWallet> {
  const wallet = new BitcoinTestWallet(options)
  const bridge = await bridgeBitcoinWallet(target, wallet, {
    prefix: '__gatehouseBitcoinWallet',
    id: options.id ?? bitcoinTestWalletInfo.id,
    answer: (method, params) =>
      answerWalletStandardRequest(wallet, method, (params ?? {}) as Record<string, unknown>),
    errorCode: (code) => code,
    payload: () => walletStandardState(wallet),
  })
  await addPageScript(target, installBitcoinWalletStandardWallet, {
    binding: bridge.binding,
    events: bridge.events,
    name: options.name ?? bitcoinTestWalletInfo.name,
    icon: options.icon ?? bitcoinTestWalletInfo.icon,
    chains: options.chains ?? [
      walletStandardBitcoinChains.regtest,
      walletStandardBitcoinChains.testnet,
      walletStandardBitcoinChains.mainnet,
    ],
  })
  return injectedBitcoinWallet(wallet, bridge)
}
