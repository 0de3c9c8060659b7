import type { SampleBitcoinChain, SampleSolanaChain, SampleWalletConfig } from '@gatehouse/harness/wallet'

declare global {
  interface Window {
    __SAMPLE_WALLET__?: unknown
  }
}

/** The page's configuration, or undefined when it is absent or not of the expected shape. */
export function readWalletConfig(value: unknown = window.__SAMPLE_WALLET__): SampleWalletConfig | undefined {
  if (!value || typeof value !== 'object') return undefined
  const { relayUrl, projectId, chains } = value as Record<string, unknown>
  if (typeof relayUrl !== 'string' || !/^wss?:\/\//.test(relayUrl)) return undefined
  if (typeof projectId !== 'string' || !projectId) return undefined
  if (!Array.isArray(chains) || chains.length === 0) return undefined
  const valid = chains.every(
    (chain: { chainId?: unknown; rpcUrl?: unknown }) =>
      Number.isSafeInteger(chain?.chainId) && typeof chain?.rpcUrl === 'string',
  )
  if (!valid) return undefined
  const solanaChains = readSolanaChains((value as Record<string, unknown>)['solanaChains'])
  if (solanaChains === null) return undefined
  const bitcoinChains = readBitcoinChains((value as Record<string, unknown>)['bitcoinChains'])
  if (bitcoinChains === null) return undefined
  return {
    relayUrl,
    projectId,
    chains,
    ...(solanaChains ? { solanaChains } : {}),
    ...(bitcoinChains ? { bitcoinChains } : {}),
  }
}

/** The configured Bitcoin chains: undefined when absent, null when not of the expected shape. */
function readBitcoinChains(value: unknown): SampleBitcoinChain[] | undefined | null {
  if (value === undefined) return undefined
  if (!Array.isArray(value)) return null
  const valid = value.every(
    (chain: { chainId?: unknown; restUrl?: unknown }) =>
      typeof chain?.chainId === 'string' &&
      /^bip122:[0-9a-f]{32}$/.test(chain.chainId) &&
      typeof chain?.restUrl === 'string' &&
      /^https?:\/\//.test(chain.restUrl),
  )
  return valid ? (value as SampleBitcoinChain[]) : null
}

/** The configured Solana clusters: undefined when absent, null when not of the expected shape. */
function readSolanaChains(value: unknown): SampleSolanaChain[] | undefined | null {
  if (value === undefined) return undefined
  if (!Array.isArray(value)) return null
  const valid = value.every(
    (chain: { chainId?: unknown; rpcUrl?: unknown }) =>
      typeof chain?.chainId === 'string' &&
      /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(chain.chainId) &&
      typeof chain?.rpcUrl === 'string' &&
      /^https?:\/\//.test(chain.rpcUrl),
  )
  return valid ? (value as SampleSolanaChain[]) : null
}
