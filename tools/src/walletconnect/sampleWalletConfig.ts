import { configScript } from '../serve/configScript'

/** A chain the sample wallet signs for: its id and the node it sends transactions to. */
export interface SampleWalletChain {
  chainId: number
  rpcUrl: string
}

/** The sample wallet's run-time configuration, read from `window.__SAMPLE_WALLET__`. */
export interface SampleWalletConfig {
  /** The WalletConnect relay (apps/cloud), e.g. `ws://127.0.0.1:8787`. */
  relayUrl: string
  /** Any string: the local relay does not check it. */
  projectId: string
  /** The chains the wallet offers; the first one is active when the page opens. */
  chains: SampleWalletChain[]
}

/** The inline script that hands the configuration to the sample wallet page (before its app script). */
export function sampleWalletConfigScript(config: SampleWalletConfig): string {
  return configScript('__SAMPLE_WALLET__', config)
}
