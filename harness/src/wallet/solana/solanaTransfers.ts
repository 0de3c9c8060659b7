import {
  getCompiledTransactionMessageDecoder,
  getU32Decoder,
  getU64Decoder,
  type Transaction,
} from '@solana/kit'

const systemProgram = '11111111111111111111111111111111'
/** The System program's `Transfer` instruction index. */
const transferInstruction = 2

/** What a transaction does, in terms a person can check before signing. */
export interface SolanaTransactionSummary {
  feePayer: string | undefined
  /** SOL transfers of the System program, in lamports. */
  transfers: { from: string; to: string; lamports: bigint }[]
  /** How many instructions are something else. */
  otherInstructions: number
}

/** Reads the fee payer and the SOL transfers of a transaction (without address lookup tables). */
export function summarizeSolanaTransaction(transaction: Transaction): SolanaTransactionSummary {
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  const accounts = message.staticAccounts.map(String)
  const transfers: SolanaTransactionSummary['transfers'] = []
  let otherInstructions = 0
  // Version 1 messages lay instructions out differently; their instructions count as "other".
  if (!('instructions' in message)) return { feePayer: accounts[0], transfers, otherInstructions: 1 }
  for (const instruction of message.instructions) {
    const data = instruction.data
    const [fromIndex, toIndex] = instruction.accountIndices ?? []
    const isTransfer =
      accounts[instruction.programAddressIndex] === systemProgram &&
      data !== undefined &&
      data.length === 12 &&
      getU32Decoder().decode(data) === transferInstruction &&
      fromIndex !== undefined &&
      toIndex !== undefined
    if (isTransfer) {
      transfers.push({
        from: accounts[fromIndex] ?? '?',
        to: accounts[toIndex] ?? '?',
        lamports: BigInt(getU64Decoder().decode(data, 4)),
      })
    } else {
      otherInstructions++
    }
  }
  return { feePayer: accounts[0], transfers, otherInstructions }
}
