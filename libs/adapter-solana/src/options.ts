import { GatehouseError, OptionsMessage, solanaCommitments, type Network } from '@gatehouse/common'
import type { Wallet } from '@wallet-standard/base'

/** A commitment a Solana host may name (docs/reference/limits.md#solana-commitments): the three levels and their older aliases. */
export type SolanaCommitmentSetting = (typeof solanaCommitments)[number]

/** The commitment levels a Solana node answers with today. */
export type SolanaCommitment = 'processed' | 'confirmed' | 'finalized'

/** Options of `new SolanaAdapter(...)`, as AppKit's where Gatehouse implements them. */
export interface SolanaAdapterOptions {
  /**
   * The commitment the adapter reads balances at, preflights transactions with and waits for
   * (AppKit's `connectionSettings`): a commitment, or `{ commitment }`. Default 'confirmed'.
   */
  connectionSettings?:
    SolanaCommitmentSetting | { commitment?: SolanaCommitmentSetting | undefined } | undefined
  /**
   * More Wallet Standard wallets to list beside the ones that register in the page (AppKit takes
   * wallet-adapter adapters here; Gatehouse takes the Wallet Standard wallets those adapters wrap).
   */
  wallets?: readonly Wallet[] | undefined
  /**
   * The Solana networks a wallet may name and a restored session may return to. Default: mainnet,
   * devnet, testnet and the local chain; a network the kit switches to is added on the way.
   */
  networks?: readonly Network[] | undefined
}

const supported: ReadonlySet<string> = new Set<keyof SolanaAdapterOptions>([
  'connectionSettings',
  'wallets',
  'networks',
])

/** The older names of the commitment levels, as Solana nodes still accept them. */
const aliases: Readonly<Record<SolanaCommitmentSetting, SolanaCommitment>> = {
  processed: 'processed',
  confirmed: 'confirmed',
  finalized: 'finalized',
  recent: 'processed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  root: 'finalized',
  max: 'finalized',
}

function invalid(detail: string): GatehouseError {
  return new GatehouseError('InvalidOptions', OptionsMessage.invalidOptions(`SolanaAdapter ${detail}`))
}

/**
 * The commitment the options ask for, checked against the list of docs/reference/limits.md#solana-commitments and read as today's level.
 * @throws GatehouseError 'InvalidOptions' for a commitment that is not on the list.
 */
export function commitmentOf(settings: SolanaAdapterOptions['connectionSettings']): SolanaCommitment {
  const named = typeof settings === 'object' && settings !== null ? settings.commitment : settings
  if (named === undefined) return 'confirmed'
  if (typeof named !== 'string' || !Object.hasOwn(aliases, named)) {
    throw invalid(
      `connectionSettings: the commitment ${JSON.stringify(named)} is not one of ${solanaCommitments.join(', ')}`,
    )
  }
  return aliases[named]
}

/**
 * Checks the options: an option Gatehouse does not implement is named rather than ignored, and the
 * commitment must be one of docs/reference/limits.md#solana-commitments.
 * @throws GatehouseError 'InvalidOptions'
 */
export function readOptions(options: SolanaAdapterOptions): { commitment: SolanaCommitment } {
  const unsupported = Object.keys(options).filter(
    (name) => !supported.has(name) && (options as Record<string, unknown>)[name] !== undefined,
  )
  if (unsupported.length > 0) {
    throw invalid(
      `does not support ${unsupported.map((name) => `"${name}"`).join(', ')} (supported: ${[...supported].join(', ')})`,
    )
  }
  if (options.networks?.some((network) => network.chainNamespace !== 'solana')) {
    throw invalid('networks: every network must be a Solana one')
  }
  return { commitment: commitmentOf(options.connectionSettings) }
}
