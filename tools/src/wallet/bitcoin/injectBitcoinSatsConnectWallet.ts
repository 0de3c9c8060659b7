import type { BrowserContext, Page } from 'playwright-core'
import { addPageScript, bridgeBitcoinWallet } from './bitcoinPageBridge'
import { BitcoinTestWallet } from './BitcoinTestWallet'
import {
  bitcoinWalletIcon,
  injectedBitcoinWallet,
  type InjectBitcoinTestWalletOptions,
  type InjectedBitcoinTestWallet,
} from './injectedBitcoinWallet'
import { installBitcoinSatsConnectWallet } from './installBitcoinSatsConnectWallet'
import {
  answerSatsConnectRequest,
  satsConnectErrorCode,
  satsConnectEvent,
  satsConnectMethods,
} from './satsConnectMethods'

/** The sats-connect test wallet's defaults: its name, icon and provider id (its `window` path). */
export const satsTestWalletInfo = {
  name: 'Gatehouse Sats Test Wallet',
  id: 'GatehouseTestProviders.BitcoinProvider',
  icon: bitcoinWalletIcon('#2b6cb0'),
}

/**
 * Gives the page (or every page of a context) a sats-connect wallet before any script runs: a
 * descriptor on `window.btc_providers` ({id, name, icon, methods}) and the provider at `window[id
 * path]`, whose `request(method, params)` resolves `{jsonrpc, id, result}` or `{jsonrpc, id, error:
 * {code, message}}` (-32000 when the visitor declines) for getAddresses, wallet_connect,
 * wallet_getAccount, wallet_disconnect, signMessage, signPsbt, sendTransfer, wallet_changeNetwork,
 * wallet_getNetwork and getBalance, and whose `addListener` hears accountChange, networkChange and
 * disconnect. `BitcoinTestWallet` signs in Node on the local regtest chain.
 */
export async function injectBitcoinSatsConnectWallet(
  target: Page | BrowserContext,
  options: InjectBitcoinTestWalletOptions,
): Promise<InjectedBitcoinTestWallet> {
  const wallet = new BitcoinTestWallet(options)
  const id = options.id ?? satsTestWalletInfo.id
  const bridge = await bridgeBitcoinWallet(target, wallet, {
    prefix: '__gatehouseSatsWallet',
    id,
    answer: (method, params) => answerSatsConnectRequest(wallet, method, params),
    errorCode: satsConnectErrorCode,
    payload: (event) => satsConnectEvent(wallet, event),
  })
  await addPageScript(target, installBitcoinSatsConnectWallet, {
    binding: bridge.binding,
    events: bridge.events,
    id,
    name: options.name ?? satsTestWalletInfo.name,
    icon: options.icon ?? satsTestWalletInfo.icon,
    methods: [...satsConnectMethods],
  })
  return injectedBitcoinWallet(wallet, bridge)
}
