import {
  address as toAddress,
  getBase64Decoder,
  getTransactionDecoder,
  type TransactionMessageBytesBase64,
} from '@solana/kit'
import type { SolanaTransferCost } from '../transfer/solanaTransfer'
import { TOKEN_2022_PROGRAM_ADDRESS } from '../transfer/tokenPrograms'
import { ownerOf } from './solanaRpc'
import { readTransferFacts, transferTransaction, type TransferParams } from './transferTransaction'

// An associated token account's size: the Token program's 165 bytes; under Token-2022 the account
// type byte and the ImmutableOwner extension every associated account carries make it 170.
const tokenAccountSize = (program: string) => (program === TOKEN_2022_PROGRAM_ADDRESS ? 170n : 165n)
// A signature's fee when the node cannot price the message (its blockhash just expired).
const lamportsPerSignature = 5000n

/**
 * What the transfer of `params.request` costs its sender besides the amount, read from the chain
 * without the wallet (`fee`, and apart: `networkFee` and `rent`): the network's fee for the very message the wallet would sign, the rent of the
 * receiver's token account when the transfer creates it, for SOL to an address without an account
 * the rent-exempt minimum it must at least receive, and that minimum of an empty account, which a
 * SOL transfer must leave the sender unless it leaves nothing.
 */
export async function transferCost(params: TransferParams): Promise<SolanaTransferCost> {
  const { rpc, request, commitment } = params
  const facts = await readTransferFacts(params)
  const wire = await transferTransaction(params, facts)
  const message = getBase64Decoder().decode(
    getTransactionDecoder().decode(wire).messageBytes,
  ) as TransactionMessageBytesBase64
  const rentOf = async (size: bigint) =>
    BigInt(await rpc.getMinimumBalanceForRentExemption(size, { commitment }).send())
  const [priced, rent, accountMinimum, receiverExists] = await Promise.all([
    rpc.getFeeForMessage(message, { commitment }).send(),
    facts.tokenProgram && !facts.receiverHasTokenAccount ? rentOf(tokenAccountSize(facts.tokenProgram)) : 0n,
    rentOf(0n),
    request.mint === undefined
      ? ownerOf(rpc, toAddress(request.to), commitment).then((owner) => owner !== undefined)
      : true,
  ])
  const networkFee = priced.value === null ? lamportsPerSignature : BigInt(priced.value)
  return {
    fee: networkFee + rent,
    networkFee,
    rent,
    minimumAmount: receiverExists ? 0n : accountMinimum,
    accountMinimum,
  }
}
