import * as v from 'valibot'
import type { SolanaChainService } from './solanaChainServices'

/** The SPL Token program and the Token-2022 program: the owners of every token account. */
export const tokenProgramIds = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
] as const

/** The commitment reads use: what a wallet shows as done, without waiting for finality. */
export const readCommitment = 'confirmed'

const lamports = v.pipe(v.number(), v.integer(), v.minValue(0))

const balanceSchema = v.object({ value: lamports })

const tokenAmountSchema = v.object({
  amount: v.pipe(v.string(), v.regex(/^\d{1,30}$/)),
  decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255)),
})

const tokenAccountsSchema = v.object({
  value: v.array(
    v.object({
      pubkey: v.string(),
      account: v.object({
        data: v.object({
          parsed: v.object({
            info: v.object({ mint: v.string(), tokenAmount: tokenAmountSchema }),
          }),
        }),
      }),
    }),
  ),
})

/** A token an address holds: its mint, decimals and amount in base units (all its accounts summed). */
export interface SolanaTokenHolding {
  mint: string
  decimals: number
  amount: bigint
}

/** An address's holdings on a Solana cluster, in base units. */
export interface SolanaHoldings {
  /** Lamports. */
  native: bigint
  /** Every mint held (amount above 0) of both token programs, configured tokens first in configuration order. */
  tokens: SolanaTokenHolding[]
}

/**
 * Reads SOL (getBalance) and every token account of the address under the Token and the Token-2022
 * programs (getTokenAccountsByOwner, jsonParsed). Amounts of several accounts of one mint add up.
 * Mints with 0 decimals are left out (docs/reference/validation.md#zero-decimal-tokens, as for EVM tokens).
 */
export async function readSolanaHoldings(
  service: SolanaChainService,
  address: string,
): Promise<SolanaHoldings> {
  const config = { commitment: readCommitment }
  const [balance, ...programs] = await Promise.all([
    service.rpc.call('getBalance', [address, config], balanceSchema),
    ...tokenProgramIds.map((programId) =>
      service.rpc.call(
        'getTokenAccountsByOwner',
        [address, { programId }, { ...config, encoding: 'jsonParsed' }],
        tokenAccountsSchema,
      ),
    ),
  ])
  const byMint = new Map<string, SolanaTokenHolding>()
  for (const program of programs) {
    for (const { account } of program.value) {
      const { mint, tokenAmount } = account.data.parsed.info
      const held = byMint.get(mint) ?? { mint, decimals: tokenAmount.decimals, amount: 0n }
      held.amount += BigInt(tokenAmount.amount)
      byMint.set(mint, held)
    }
  }
  const order = new Map(service.config.tokens.map((token, index) => [token.mint, index]))
  const tokens = [...byMint.values()]
    .filter((held) => held.amount > 0n && held.decimals > 0)
    .sort((a, b) => (order.get(a.mint) ?? order.size) - (order.get(b.mint) ?? order.size))
  return { native: BigInt(balance.value), tokens }
}
