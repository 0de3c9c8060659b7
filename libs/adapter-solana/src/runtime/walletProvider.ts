import { getBase58Decoder } from '@solana/kit'

/** A public key as AppKit's Solana provider hands it out (the methods of web3.js's PublicKey hosts use most). */
export interface SolanaPublicKey {
  toBase58(): string
  toString(): string
  toBytes(): Uint8Array
  equals(other: { toBase58(): string }): boolean
}

/** Options of a send through the provider. */
export interface SolanaSendOptions {
  /** Defaults to the adapter's commitment. */
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized' | undefined
}

/**
 * The connected Solana wallet as `useAppKitProvider('solana')` and `getWalletProvider()` give it
 * (AppKit's Solana `Provider`, with transactions as wire bytes, the form @solana/kit's
 * `getTransactionEncoder` writes, rather than web3.js objects).
 */
export interface SolanaWalletProvider {
  readonly name: string
  readonly icon: string | undefined
  /** The connected account's base58 address. */
  readonly address: string
  readonly publicKey: SolanaPublicKey
  /** Signs bytes (`solana:signMessage`); resolves with the 64-byte ed25519 signature. */
  signMessage(message: Uint8Array): Promise<Uint8Array>
  /** Signs a wire transaction; resolves with the signed wire transaction. */
  signTransaction(transaction: Uint8Array): Promise<Uint8Array>
  /** Signs several wire transactions in one request. */
  signAllTransactions(transactions: readonly Uint8Array[]): Promise<Uint8Array[]>
  /** Has the wallet sign and send (`solana:signAndSendTransaction`); resolves with the base58 signature. */
  signAndSendTransaction(transaction: Uint8Array, options?: SolanaSendOptions): Promise<string>
  /**
   * Signs and sends through the network's RPC (or the wallet, where it sends to that network);
   * resolves with the base58 signature.
   */
  sendTransaction(transaction: Uint8Array, options?: SolanaSendOptions): Promise<string>
}

/** A public key of 32 bytes with web3.js's everyday methods. */
export function toPublicKey(bytes: Uint8Array): SolanaPublicKey {
  const copy = new Uint8Array(bytes)
  const base58 = getBase58Decoder().decode(copy)
  return {
    toBase58: () => base58,
    toString: () => base58,
    toBytes: () => new Uint8Array(copy),
    equals: (other) => other.toBase58() === base58,
  }
}
