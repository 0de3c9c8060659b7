import { address as toAddress, type Address, type Rpc, type SolanaRpcApi } from '@solana/kit'
import type { Wallet } from '@wallet-standard/base'
import type { SolanaCommitment } from '../options'
import {
  associatedTokenAccounts,
  compileWireTransaction,
  transferInstructions,
  type TransferChainFacts,
} from '../transfer/buildTransfer'
import type { SolanaTransferRequest } from '../transfer/solanaTransfer'
import { tokenProgramOf } from '../transfer/tokenPrograms'
import { ownerOf } from './solanaRpc'
import { transactionVersionFor } from './walletSession'

/** What a transfer from `from` and its fee estimate read of the chain. */
export interface TransferParams {
  rpc: Rpc<SolanaRpcApi>
  wallet: Wallet
  from: Address
  request: SolanaTransferRequest
  commitment: SolanaCommitment
}

/**
 * What a transfer needs to know of the chain: for a token, the mint's token program and whether the
 * receiver has its token account yet; nothing for SOL.
 */
export async function readTransferFacts(params: Omit<TransferParams, 'wallet'>): Promise<TransferChainFacts> {
  const { rpc, from, request, commitment } = params
  if (request.mint === undefined) return {}
  const owner = await ownerOf(rpc, request.mint, commitment)
  const tokenProgram = owner === undefined ? undefined : tokenProgramOf(owner)
  if (!tokenProgram) return {}
  const { destination } = await associatedTokenAccounts({
    from,
    to: toAddress(request.to),
    mint: toAddress(request.mint),
    tokenProgram,
  })
  return {
    tokenProgram,
    receiverHasTokenAccount: (await ownerOf(rpc, destination, commitment)) !== undefined,
  }
}

/**
 * The unsigned wire transaction of a transfer from `from`, in the version `wallet` signs, built on
 * the chain's facts (read here unless given).
 */
export async function transferTransaction(
  params: TransferParams,
  facts?: TransferChainFacts,
): Promise<Uint8Array> {
  const { rpc, from, request, commitment } = params
  const instructions = await transferInstructions(from, request, facts ?? (await readTransferFacts(params)))
  const { value: latestBlockhash } = await rpc.getLatestBlockhash({ commitment }).send()
  return compileWireTransaction({
    from,
    instructions,
    latestBlockhash,
    version: transactionVersionFor(params.wallet),
  })
}
