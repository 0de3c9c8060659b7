import type { Network } from '@gatehouse/common'

const key = 'gatehouse.bitcoin.network'

/** Where the adapter keeps the network of its session (localStorage in browsers). */
export interface NetworkMemory {
  read(): string | undefined
  write(caipNetworkId: string | undefined): void
}

/**
 * The page's localStorage; nothing where there is none (a server render, a locked-down frame).
 * The adapter remembers which Bitcoin network the visitor used (a wallet may hold addresses of
 * several), so a reload restores the session on it.
 */
export function localNetworkMemory(): NetworkMemory {
  const storage = (): Storage | undefined => {
    try {
      return typeof window === 'undefined' ? undefined : window.localStorage
    } catch {
      return undefined
    }
  }
  return {
    read: () => storage()?.getItem(key) ?? undefined,
    write(caipNetworkId) {
      try {
        if (caipNetworkId) storage()?.setItem(key, caipNetworkId)
        else storage()?.removeItem(key)
      } catch {
        // A full or refused storage only costs the network on the next reload.
      }
    },
  }
}

/** The remembered network among `networks`, else the first. */
export function rememberedNetwork(memory: NetworkMemory, networks: readonly Network[]): Network | undefined {
  const remembered = memory.read()
  return networks.find((network) => network.caipNetworkId === remembered) ?? networks[0]
}
