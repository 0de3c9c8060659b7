import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Address,
  type SignatureBytes,
  type Transaction,
} from '@solana/kit'

/** A transaction as a dapp sends it, and the encoding it came in (answers use the same one). */
export interface WireTransaction {
  transaction: Transaction
  encoding: 'base64' | 'base58'
}

function decodeWith(encoding: WireTransaction['encoding'], text: string): Transaction | undefined {
  try {
    const bytes = (encoding === 'base64' ? getBase64Encoder() : getBase58Encoder()).encode(text)
    const transaction = getTransactionDecoder().decode(bytes)
    // A decoder reads any bytes somehow; a real transaction's message also decodes.
    getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    return transaction
  } catch {
    return undefined
  }
}

/**
 * Reads a serialized transaction, base64 (WalletConnect's current shape) or base58 (its older one);
 * undefined when it is neither.
 */
export function readWireTransaction(text: unknown): WireTransaction | undefined {
  if (typeof text !== 'string' || text === '') return undefined
  for (const encoding of ['base64', 'base58'] as const) {
    const transaction = decodeWith(encoding, text)
    if (transaction) return { transaction, encoding }
  }
  return undefined
}

/** Serializes a transaction in `encoding`. */
export function writeWireTransaction(
  transaction: Transaction,
  encoding: WireTransaction['encoding'],
): string {
  const bytes = getTransactionEncoder().encode(transaction)
  return (encoding === 'base64' ? getBase64Decoder() : getBase58Decoder()).decode(bytes)
}

/**
 * Adds `address`'s signature over the message; undefined when the transaction does not ask that
 * address to sign.
 */
export function signTransaction(
  transaction: Transaction,
  address: string,
  sign: (bytes: Uint8Array) => Uint8Array,
): Transaction | undefined {
  if (!(address in transaction.signatures)) return undefined
  return {
    ...transaction,
    signatures: {
      ...transaction.signatures,
      [address as Address]: sign(Uint8Array.from(transaction.messageBytes)) as SignatureBytes,
    },
  }
}

/** The transaction's id: its first (the fee payer's) signature, in base58. */
export function transactionSignature(transaction: Transaction): string | undefined {
  const first = Object.values(transaction.signatures)[0]
  return first ? getBase58Decoder().decode(first) : undefined
}
