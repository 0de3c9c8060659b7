import type { Network } from '@gatehouse/common'

/** Where an adapter keeps the network of its session (localStorage in browsers). */
export interface NetworkMemory {
  read(): string | undefined
  write(caipNetworkId: string | undefined): void
}

/**
 * The network an adapter remembers under `key` in the page's localStorage; nothing where there is
 * none (a server render, a locked-down frame). Adapters whose wallets have no "current network" of
 * their own (Solana) or may hold addresses of several (Bitcoin) remember which one the visitor used,
 * so a reload restores the session on it.
 */
export function localNetworkMemory(key: string): NetworkMemory {
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
