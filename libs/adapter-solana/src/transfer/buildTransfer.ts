import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Blockhash,
  type Instruction,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import { isSolanaAddress } from '@gatehouse/common'
import type { SolanaTransferRequest } from './solanaTransfer'

/** What a transfer needs to know of the chain before it is built. */
export interface TransferChainFacts {
  /** For a token: the program that owns the mint (Token or Token-2022). */
  tokenProgram?: Address | undefined
  /** For a token: whether the receiver's associated token account exists already. */
  receiverHasTokenAccount?: boolean | undefined
}

/**
 * Checks a transfer before anything is asked of the chain or the wallet: a Solana receiver, a
 * positive amount, and for a token a mint and its decimals.
 * @throws TypeError naming what is wrong.
 */
export function assertTransferRequest(request: SolanaTransferRequest): void {
  if (!isSolanaAddress(request.to)) throw new TypeError(`The receiver ${request.to} is not a Solana address`)
  if (typeof request.amount !== 'bigint' || request.amount <= 0n)
    throw new TypeError('The amount must be above zero')
  if (request.mint === undefined) return
  if (!isSolanaAddress(request.mint)) throw new TypeError(`The mint ${request.mint} is not a Solana address`)
  const decimals = request.decimals
  if (decimals === undefined || !Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new TypeError('A token transfer needs the mint’s decimals')
  }
}

/** The receiver's and the sender's associated token accounts for a mint under a token program. */
export async function associatedTokenAccounts(params: {
  from: Address
  to: Address
  mint: Address
  tokenProgram: Address
}): Promise<{ source: Address; destination: Address }> {
  const { mint, tokenProgram } = params
  const [[source], [destination]] = await Promise.all([
    findAssociatedTokenPda({ owner: params.from, mint, tokenProgram }),
    findAssociatedTokenPda({ owner: params.to, mint, tokenProgram }),
  ])
  return { source, destination }
}

/**
 * The instructions of a transfer from `from`: the system program's transfer for SOL; for a token,
 * the receiver's associated token account created first when it has none (the idempotent form, so
 * a race with another sender cannot fail it), then a checked transfer under the mint's program.
 */
export async function transferInstructions(
  from: Address,
  request: SolanaTransferRequest,
  facts: TransferChainFacts,
): Promise<Instruction[]> {
  assertTransferRequest(request)
  const signer = createNoopSigner(from)
  const to = address(request.to)
  if (request.mint === undefined) {
    return [getTransferSolInstruction({ source: signer, destination: to, amount: request.amount })]
  }
  const tokenProgram = facts.tokenProgram
  if (!tokenProgram) throw new TypeError(`The mint ${request.mint} belongs to no token program`)
  const mint = address(request.mint)
  const { source, destination } = await associatedTokenAccounts({ from, to, mint, tokenProgram })
  const create = facts.receiverHasTokenAccount
    ? []
    : [
        getCreateAssociatedTokenIdempotentInstruction({
          payer: signer,
          ata: destination,
          owner: to,
          mint,
          tokenProgram,
        }),
      ]
  const transfer = getTransferCheckedInstruction(
    { source, mint, destination, authority: signer, amount: request.amount, decimals: request.decimals ?? 0 },
    { programAddress: tokenProgram },
  )
  return [...create, transfer]
}

/** The unsigned wire transaction, `from` paying its fee, for the wallet to sign. */
export function compileWireTransaction(params: {
  from: Address
  instructions: readonly Instruction[]
  latestBlockhash: { blockhash: Blockhash; lastValidBlockHeight: bigint }
  version: 0 | 'legacy'
}): Uint8Array {
  const message = appendTransactionMessageInstructions(
    params.instructions,
    setTransactionMessageLifetimeUsingBlockhash(
      params.latestBlockhash,
      setTransactionMessageFeePayer(params.from, createTransactionMessage({ version: params.version })),
    ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}
