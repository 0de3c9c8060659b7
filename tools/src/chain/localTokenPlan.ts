import { devAddresses, onrampTreasuryAddress } from './devAccounts'

/**
 * Which contract a local token is: a plain ERC-20 (GatehouseToken), an ERC-20 whose transfer and
 * transferFrom return nothing like mainnet USDT (TetherStyleToken), or an ERC-721
 * (GatehouseCollectible).
 */
export type LocalTokenKind = 'erc20' | 'tether-style' | 'erc721'

/** Tokens minted to an account: base units for an ERC-20, a number of tokens for an ERC-721. */
export interface LocalTokenMint {
  to: `0x${string}`
  amount: bigint
}

/** A token the local chains get, before it is deployed. */
export interface LocalTokenSpec {
  kind: LocalTokenKind
  name: string
  symbol: string
  /** 0 for an ERC-721. */
  decimals: number
  /** An ERC-721 collection that wallets should hide as spam. */
  spam: boolean
  mints: readonly LocalTokenMint[]
}

const [account0, account1] = devAddresses

/**
 * The tokens of every local chain, in deployment order (which fixes their addresses): two dollar
 * tokens, a 0-decimals points token (which balance lists drop, docs/reference/validation.md#zero-decimal-tokens), a collection and a spam
 * collection, minted to development accounts 0 and 1 (and the dollar tokens to the on-ramp
 * sandbox's treasury, account 7).
 */
export const localTokenPlan: readonly LocalTokenSpec[] = [
  {
    kind: 'erc20',
    name: 'Gatehouse USD',
    symbol: 'GUSD',
    decimals: 6,
    spam: false,
    mints: [
      { to: account0, amount: 1_000_000n * 10n ** 6n },
      { to: account1, amount: 2_500n * 10n ** 6n },
      // What the on-ramp sandbox sells.
      { to: onrampTreasuryAddress, amount: 1_000_000n * 10n ** 6n },
    ],
  },
  {
    kind: 'tether-style',
    name: 'Tether USD',
    symbol: 'USDT',
    decimals: 6,
    spam: false,
    mints: [
      { to: account0, amount: 50_000n * 10n ** 6n },
      { to: account1, amount: 750n * 10n ** 6n },
      { to: onrampTreasuryAddress, amount: 1_000_000n * 10n ** 6n },
    ],
  },
  {
    kind: 'erc20',
    name: 'Gatehouse Points',
    symbol: 'PTS',
    decimals: 0,
    spam: false,
    mints: [{ to: account0, amount: 100n }],
  },
  {
    kind: 'erc721',
    name: 'Gatehouse Pass',
    symbol: 'PASS',
    decimals: 0,
    spam: false,
    mints: [
      { to: account0, amount: 2n },
      { to: account1, amount: 1n },
    ],
  },
  {
    kind: 'erc721',
    name: 'Free Mint Reward',
    symbol: 'FREE',
    decimals: 0,
    spam: true,
    mints: [{ to: account0, amount: 1n }],
  },
]
