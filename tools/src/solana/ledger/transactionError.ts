import {
  TransactionErrorDuplicateInstruction,
  TransactionErrorInstructionError,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
  InstructionErrorBorshIo,
  InstructionErrorCustom,
  type FailedTransactionMetadata,
} from 'litesvm/dist/internal.js'

/** Agave's `TransactionError` variants without fields, in litesvm's numbering. */
const transactionErrorNames = [
  'AccountInUse', 'AccountLoadedTwice', 'AccountNotFound', 'ProgramAccountNotFound',
  'InsufficientFundsForFee', 'InvalidAccountForFee', 'AlreadyProcessed', 'BlockhashNotFound',
  'CallChainTooDeep', 'MissingSignatureForFee', 'InvalidAccountIndex', 'SignatureFailure',
  'InvalidProgramForExecution', 'SanitizeFailure', 'ClusterMaintenance', 'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit', 'UnsupportedVersion', 'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit', 'WouldExceedAccountDataBlockLimit', 'TooManyAccountLocks',
  'AddressLookupTableNotFound', 'InvalidAddressLookupTableOwner', 'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex', 'InvalidRentPayingAccount', 'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit', 'MaxLoadedAccountsDataSizeExceeded', 'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit', 'UnbalancedTransaction', 'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

/** Agave's `InstructionError` variants without fields, in litesvm's numbering. */
const instructionErrorNames = [
  'GenericError', 'InvalidArgument', 'InvalidInstructionData', 'InvalidAccountData',
  'AccountDataTooSmall', 'InsufficientFunds', 'IncorrectProgramId', 'MissingRequiredSignature',
  'AccountAlreadyInitialized', 'UninitializedAccount', 'UnbalancedInstruction', 'ModifiedProgramId',
  'ExternalAccountLamportSpend', 'ExternalAccountDataModified', 'ReadonlyLamportChange',
  'ReadonlyDataModified', 'DuplicateAccountIndex', 'ExecutableModified', 'RentEpochModified',
  'NotEnoughAccountKeys', 'AccountDataSizeChanged', 'AccountNotExecutable', 'AccountBorrowFailed',
  'AccountBorrowOutstanding', 'DuplicateAccountOutOfSync', 'InvalidError', 'ExecutableDataModified',
  'ExecutableLamportChange', 'ExecutableAccountNotRentExempt', 'UnsupportedProgramId', 'CallDepth',
  'MissingAccount', 'ReentrancyNotAllowed', 'MaxSeedLengthExceeded', 'InvalidSeeds', 'InvalidRealloc',
  'ComputationalBudgetExceeded', 'PrivilegeEscalation', 'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete', 'ProgramFailedToCompile', 'Immutable', 'IncorrectAuthority',
  'AccountNotRentExempt', 'InvalidAccountOwner', 'ArithmeticOverflow', 'UnsupportedSysvar',
  'IllegalOwner', 'MaxAccountsDataAllocationsExceeded', 'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded', 'BuiltinProgramsMustConsumeComputeUnits', 'BorshIoError',
] as const

export type TransactionErrorName = (typeof transactionErrorNames)[number]

/** An instruction error as the RPC writes it: a name, `{ Custom: n }` or `{ BorshIoError: text }`. */
export type InstructionErrorJson = string | { Custom: number } | { BorshIoError: string }

/** A `TransactionError` as the Solana RPC writes it in JSON (serde's shape of agave's enum). */
export type TransactionErrorJson =
  | TransactionErrorName
  | { InstructionError: [number, InstructionErrorJson] }
  | { DuplicateInstruction: number }
  | { InsufficientFundsForRent: { account_index: number } }
  | { ProgramExecutionTemporarilyRestricted: { account_index: number } }

type LiteSvmError = ReturnType<FailedTransactionMetadata['err']>
type LiteSvmInstructionError = ReturnType<TransactionErrorInstructionError['err']>

function instructionErrorJson(error: LiteSvmInstructionError): InstructionErrorJson {
  if (error instanceof InstructionErrorCustom) return { Custom: error.code }
  if (error instanceof InstructionErrorBorshIo) return { BorshIoError: error.msg }
  return instructionErrorNames[error as number] ?? 'GenericError'
}

/** litesvm's error of a failed transaction, in the RPC's JSON shape. */
export function transactionErrorJson(error: LiteSvmError): TransactionErrorJson {
  if (error instanceof TransactionErrorInstructionError) {
    return { InstructionError: [error.index, instructionErrorJson(error.err())] }
  }
  if (error instanceof TransactionErrorDuplicateInstruction) return { DuplicateInstruction: error.index }
  if (error instanceof TransactionErrorInsufficientFundsForRent) {
    return { InsufficientFundsForRent: { account_index: error.accountIndex } }
  }
  if (error instanceof TransactionErrorProgramExecutionTemporarilyRestricted) {
    return { ProgramExecutionTemporarilyRestricted: { account_index: error.accountIndex } }
  }
  return transactionErrorNames[error as number] ?? 'SanitizeFailure'
}

const transactionErrorTexts: Partial<Record<TransactionErrorName, string>> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
}

const instructionErrorTexts: Record<string, string> = {
  InsufficientFunds: 'insufficient funds for instruction',
  InvalidAccountData: 'invalid account data for instruction',
  InvalidInstructionData: 'invalid instruction data',
  InvalidArgument: 'invalid program argument',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
  IncorrectProgramId: 'incorrect program id for instruction',
}

function instructionErrorText(error: InstructionErrorJson): string {
  if (typeof error !== 'string') {
    return 'Custom' in error ? `custom program error: 0x${error.Custom.toString(16)}` : `Failed to serialize or deserialize account data: ${error.BorshIoError}`
  }
  return instructionErrorTexts[error] ?? error
}

/** The text agave prints for a transaction error (the preflight failure's message ends with it). */
export function transactionErrorText(error: TransactionErrorJson): string {
  if (typeof error === 'string') return transactionErrorTexts[error] ?? error
  if ('InstructionError' in error) {
    const [index, cause] = error.InstructionError
    return `Error processing Instruction ${index}: ${instructionErrorText(cause)}`
  }
  if ('DuplicateInstruction' in error) {
    return `Transaction contains a duplicate instruction (${error.DuplicateInstruction}) that is not allowed`
  }
  if ('InsufficientFundsForRent' in error) {
    return `Transaction results in an account (${error.InsufficientFundsForRent.account_index}) with insufficient funds for rent`
  }
  return `Execution of the program referenced by account at index ${error.ProgramExecutionTemporarilyRestricted.account_index} is temporarily restricted.`
}

/**
 * Whether a failed transaction still lands in a block (its fee is charged and it has a status):
 * failures while running instructions do; failures before (fees, signatures, blockhash) drop it.
 */
export function landsWithError(error: TransactionErrorJson): boolean {
  return typeof error !== 'string' || error === 'InvalidRentPayingAccount'
}
