import { connectorOrder, type ConnectorSection } from '@gatehouse/common'
import type { WalletListing } from '../catalogue/walletListing'
import type { Connector } from './Connector'

/** A wallet entry of the Connect view: a connector, or a catalogue wallet to reach over WalletConnect. */
export interface ConnectEntry {
  key: string
  name: string
  imageUrl?: string | undefined
  connector?: Connector | undefined
  walletId?: string | undefined
  installed?: boolean | undefined
  /** The catalogue wallet, for entries reached over WalletConnect. */
  wallet?: WalletListing | undefined
  /** The visitor connected with this wallet before. */
  recent?: boolean | undefined
}

/** Catalogue-based lists (recent, featured, custom, recommended) that the wallet catalogue fills. */
export type CatalogueSections = Partial<
  Record<'recent' | 'featured' | 'custom' | 'recommended', ConnectEntry[]>
>

function sectionOf(connector: Connector): ConnectorSection {
  switch (connector.type) {
    case 'WALLET_CONNECT':
      return 'walletConnect'
    case 'EXTERNAL':
      return 'external'
    default:
      return 'injected'
  }
}

/**
 * The Connect view's entries in the connector order (docs/reference/limits.md#connector-order: walletConnect, recent, injected,
 * featured, custom, external, recommended). A wallet appears once, at its first place; auth
 * connectors are left out (they have their own section).
 */
export function connectSections(
  connectors: readonly Connector[],
  catalogue: CatalogueSections = {},
): ConnectEntry[] {
  const bySection = new Map<ConnectorSection, ConnectEntry[]>()
  for (const connector of connectors) {
    if (connector.type === 'AUTH' || connector.type === 'ID_AUTH') continue
    const section = sectionOf(connector)
    const entries = bySection.get(section) ?? []
    entries.push({
      key: `connector:${connector.id}`,
      name: connector.name,
      imageUrl: connector.imageUrl,
      connector,
      walletId: connector.explorerId,
      installed: connector.type !== 'WALLET_CONNECT',
    })
    bySection.set(section, entries)
  }
  for (const section of ['recent', 'featured', 'custom', 'recommended'] as const) {
    if (catalogue[section]) bySection.set(section, catalogue[section])
  }
  const seen = new Set<string>()
  const ordered: ConnectEntry[] = []
  for (const section of connectorOrder) {
    for (const entry of bySection.get(section) ?? []) {
      const identity = entry.walletId ?? entry.key
      if (seen.has(identity)) continue
      seen.add(identity)
      ordered.push(entry)
    }
  }
  return ordered
}
