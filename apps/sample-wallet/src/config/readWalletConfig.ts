import type { SampleWalletConfig } from '@gatehouse/walletconnect-wallet'

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
  return valid ? { relayUrl, projectId, chains } : undefined
}
