import type { TransferCost, TransferRequest } from '@gatehouse/controllers'

/** A transfer of SOL or of an SPL token (Token or Token-2022 program) to a Solana address. */
export interface SolanaTransferRequest {
  /** The receiver's base58 address. */
  to: string
  /** The amount in base units: lamports for SOL, the mint's smallest unit for a token. */
  amount: bigint
  /** The token's mint address; absent for SOL. The adapter reads which token program owns it. */
  mint?: string | undefined
  /** The mint's decimals (a checked transfer states them); required with `mint`. */
  decimals?: number | undefined
}

/**
 * What a Solana transfer costs its sender besides the amount, in lamports: the kit's `TransferCost`,
 * whose `fee` is the network fee and the rent together, with the two apart.
 */
export interface SolanaTransferCost extends TransferCost {
  /** Of `fee`: the network fee of the transaction. */
  networkFee: bigint
  /** Of `fee`: rent of the accounts the transfer creates (the receiver's token account for a token it lacks). */
  rent: bigint
}

/** The kit's transfer as Solana says it: a token's address is its mint. */
export function solanaTransferOf(request: TransferRequest): SolanaTransferRequest {
  const { to, amount, token } = request
  return token ? { to, amount, mint: token.address, decimals: token.decimals } : { to, amount }
}
