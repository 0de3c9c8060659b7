import {
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Address,
  type CompiledTransactionMessageWithLifetime,
  type LegacyCompiledTransactionMessage,
  type V0CompiledTransactionMessage,
  type Transaction,
} from '@solana/kit'

/** A transaction as it came over the wire, decoded once. */
export interface WireTransaction {
  transaction: Transaction
  message: (LegacyCompiledTransactionMessage | V0CompiledTransactionMessage) & CompiledTransactionMessageWithLifetime
  /** Base58 signatures in the order of the message's signers; the first one names the transaction. */
  signatures: string[]
  /** The message's static account keys (lookup-table accounts are not resolved here). */
  accountKeys: Address[]
}

const zeroSignature = '1111111111111111111111111111111111111111111111111111111111111111'

/** Decodes wire bytes; throws when they are not a transaction. */
export function decodeWireTransaction(bytes: Uint8Array): WireTransaction {
  const transaction = getTransactionDecoder().decode(bytes)
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  if (message.version !== 'legacy' && message.version !== 0) {
    throw new Error(`transaction version ${message.version} is not supported`)
  }
  const base58 = getBase58Decoder()
  const signatures = Object.values(transaction.signatures).map((signature) =>
    signature ? base58.decode(signature) : zeroSignature,
  )
  return { transaction, message, signatures, accountKeys: [...message.staticAccounts] }
}

/** Which of a message's static accounts are writable, by the header's counts. */
export function isWritableIndex(message: WireTransaction['message'], index: number): boolean {
  const { numSignerAccounts, numReadonlySignerAccounts, numReadonlyNonSignerAccounts } = message.header
  if (index < numSignerAccounts) return index < numSignerAccounts - numReadonlySignerAccounts
  return index < message.staticAccounts.length - numReadonlyNonSignerAccounts
}
