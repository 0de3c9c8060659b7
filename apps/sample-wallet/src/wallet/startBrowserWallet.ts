import {
  createWalletController,
  type SampleWalletConfig,
  type WalletController,
} from '@gatehouse/harness/wallet'
import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import type { Hex } from 'viem'

/** Its own prefix keeps this wallet's stored sessions apart from any other WalletConnect client on the origin. */
export const storagePrefix = 'gatehouse-sample-wallet'

/** Connects WalletKit to the relay and wraps it in the shared wallet controller. */
export async function startBrowserWallet(
  config: SampleWalletConfig,
  privateKey: Hex,
  chainId: number | undefined,
): Promise<WalletController> {
  const core = new Core({
    projectId: config.projectId,
    relayUrl: config.relayUrl,
    customStoragePrefix: storagePrefix,
    telemetryEnabled: false,
  })
  const kit = await WalletKit.init({
    core,
    metadata: {
      name: 'Gatehouse sample wallet',
      description: 'A development wallet holding public anvil keys.',
      url: window.location.origin,
      icons: [],
    },
  })
  const known = config.chains.some((chain) => chain.chainId === chainId)
  return createWalletController({
    kit,
    chains: config.chains,
    privateKey,
    chainId: known ? chainId : undefined,
    ...(config.solanaChains ? { solanaChains: config.solanaChains } : {}),
    ...(config.bitcoinChains ? { bitcoinChains: config.bitcoinChains } : {}),
  })
}
