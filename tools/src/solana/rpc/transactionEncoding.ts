import { getBase58Decoder, getBase64Decoder, getTransactionEncoder } from '@solana/kit'
import type { LandedTransaction } from '../ledger/SolanaLedger'
import { isWritableIndex } from '../ledger/wireTransaction'
import { parsedInstruction } from './parsedInstruction'

export const transactionEncodings = ['json', 'jsonParsed', 'base64', 'base58'] as const
export type TransactionEncoding = (typeof transactionEncodings)[number]

function instructionsOf(landed: LandedTransaction) {
  const { message, accountKeys } = landed.wire
  return message.instructions.map((instruction) => ({
    programIdIndex: instruction.programAddressIndex,
    accountIndices: instruction.accountIndices ?? [],
    data: instruction.data ?? new Uint8Array(),
    resolved: {
      programId: accountKeys[instruction.programAddressIndex] ?? accountKeys[0]!,
      accounts: (instruction.accountIndices ?? []).map((index) => accountKeys[index]!),
      data: instruction.data ?? new Uint8Array(),
    },
  }))
}

function messageJson(landed: LandedTransaction, parsed: boolean) {
  const { message, accountKeys } = landed.wire
  const instructions = instructionsOf(landed)
  const signerCount = message.header.numSignerAccounts
  const lookups = 'addressTableLookups' in message && message.version === 0
    ? { addressTableLookups: (message.addressTableLookups ?? []).map((lookup) => ({
        accountKey: lookup.lookupTableAddress,
        writableIndexes: lookup.writableIndexes,
        readonlyIndexes: lookup.readonlyIndexes,
      })) }
    : {}
  if (parsed) {
    return {
      accountKeys: accountKeys.map((pubkey, index) => ({
        pubkey,
        signer: index < signerCount,
        source: 'transaction',
        writable: isWritableIndex(message, index),
      })),
      instructions: instructions.map((instruction) => parsedInstruction(instruction.resolved)),
      recentBlockhash: message.lifetimeToken,
      ...lookups,
    }
  }
  const base58 = getBase58Decoder()
  return {
    accountKeys,
    header: {
      numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
      numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
      numRequiredSignatures: signerCount,
    },
    instructions: instructions.map((instruction) => ({
      accounts: instruction.accountIndices,
      data: base58.decode(instruction.data),
      programIdIndex: instruction.programIdIndex,
      stackHeight: null,
    })),
    recentBlockhash: message.lifetimeToken,
    ...lookups,
  }
}

/** A landed transaction's `meta`, as `getTransaction` writes it. */
export function transactionMeta(landed: LandedTransaction) {
  return {
    computeUnitsConsumed: landed.computeUnitsConsumed,
    err: landed.err,
    fee: landed.fee,
    innerInstructions: [],
    loadedAddresses: { readonly: [], writable: [] },
    logMessages: landed.logs,
    postBalances: landed.postBalances,
    postTokenBalances: landed.postTokenBalances,
    preBalances: landed.preBalances,
    preTokenBalances: landed.preTokenBalances,
    rewards: [],
    status: landed.err ? { Err: landed.err } : { Ok: null },
  }
}

/** `getTransaction`'s answer for a landed transaction in the requested encoding. */
export function encodeTransaction(landed: LandedTransaction, encoding: TransactionEncoding) {
  const version = landed.wire.message.version
  let transaction: unknown
  if (encoding === 'base64' || encoding === 'base58') {
    const bytes = getTransactionEncoder().encode(landed.wire.transaction)
    const decoder = encoding === 'base64' ? getBase64Decoder() : getBase58Decoder()
    transaction = [decoder.decode(bytes), encoding]
  } else {
    transaction = { message: messageJson(landed, encoding === 'jsonParsed'), signatures: landed.wire.signatures }
  }
  return {
    blockTime: landed.blockTime,
    meta: transactionMeta(landed),
    slot: landed.slot,
    transaction,
    version,
  }
}
