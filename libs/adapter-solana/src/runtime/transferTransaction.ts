import { address as toAddress, type Address, type Rpc, type SolanaRpcApi } from '@solana/kit'
import type { Wallet } from '@wallet-standard/base'
import type { SolanaTransferRequest } from '@gatehouse/controllers'
import type { SolanaCommitment } from '../options'
import {
  associatedTokenAccounts,
  compileWireTransaction,
  transferInstructions,
  type TransferChainFacts,
} from '../transfer/buildTransfer'
import { tokenProgramOf } from '../transfer/tokenPrograms'
import { ownerOf } from './solanaRpc'
import { transactionVersionFor } from './walletSession'

/**
 * The unsigned wire transaction of a transfer from `from`, in the version `wallet` signs. For a
 * token transfer the chain is read first: the mint's token program and whether the receiver has
 * its token account yet.
 */
export async function transferTransaction(params: {
  rpc: Rpc<SolanaRpcApi>
  wallet: Wallet
  from: Address
  request: SolanaTransferRequest
  commitment: SolanaCommitment
}): Promise<Uint8Array> {
  const { rpc, from, request, commitment } = params
  let facts: TransferChainFacts = {}
  if (request.mint !== undefined) {
    const owner = await ownerOf(rpc, request.mint, commitment)
    const tokenProgram = owner === undefined ? undefined : tokenProgramOf(owner)
    if (tokenProgram) {
      const { destination } = await associatedTokenAccounts({
        from,
        to: toAddress(request.to),
        mint: toAddress(request.mint),
        tokenProgram,
      })
      facts = {
        tokenProgram,
        receiverHasTokenAccount: (await ownerOf(rpc, destination, commitment)) !== undefined,
      }
    }
  }
  const instructions = await transferInstructions(from, request, facts)
  const { value: latestBlockhash } = await rpc.getLatestBlockhash({ commitment }).send()
  return compileWireTransaction({
    from,
    instructions,
    latestBlockhash,
    version: transactionVersionFor(params.wallet),
  })
}
