import { getBase58Decoder, getBase64Decoder, type EncodedAccount, type ReadonlyUint8Array } from '@solana/kit'
import type { SolanaLedger } from '../ledger/SolanaLedger'
import { mintDecimals } from '../ledger/tokenBalances'
import { mintInfo, readMint, readTokenAccount, tokenAccountInfo, tokenProgramName } from '../ledger/tokenAccounts'
import { invalidParams } from './rpcProtocol'
import { enumOption, integerOption } from './rpcParams'

export const accountEncodings = ['base58', 'base64', 'jsonParsed'] as const
export type AccountEncoding = (typeof accountEncodings)[number]

/** The version this shim answers in every `context`, the Agave line its JSON shapes follow. */
export const rpcApiVersion = '2.2.0'
/** `rentEpoch` of rent-exempt accounts: u64::MAX. */
const rentExemptEpoch = 18446744073709551615n

/** `{ context, value }`, the envelope of the RPC's account and token answers. */
export function withContext<T>(ledger: SolanaLedger, value: T) {
  return { context: { apiVersion: rpcApiVersion, slot: ledger.slot }, value }
}

/** The account options a request gives: encoding and data slice. */
export interface AccountOptions {
  encoding: AccountEncoding
  dataSlice: { offset: number; length: number } | undefined
}

export function accountOptions(config: Record<string, unknown>, fallback: AccountEncoding = 'base58'): AccountOptions {
  const encoding = enumOption(config, 'encoding', accountEncodings, fallback)
  const slice = config.dataSlice
  if (slice === undefined || slice === null) return { encoding, dataSlice: undefined }
  if (typeof slice !== 'object') throw invalidParams('dataSlice must be { offset, length }')
  const record = slice as Record<string, unknown>
  const offset = integerOption(record, 'offset')
  const length = integerOption(record, 'length')
  if (offset === undefined || length === undefined) throw invalidParams('dataSlice must be { offset, length }')
  if (encoding === 'jsonParsed') throw invalidParams('dataSlice is not supported with jsonParsed')
  return { encoding, dataSlice: { offset, length } }
}

function parsedData(ledger: SolanaLedger, account: EncodedAccount) {
  const program = tokenProgramName(account.programAddress)
  if (!program) return undefined
  const space = account.data.length
  const token = readTokenAccount(program, account.data)
  if (token) {
    const decimals = mintDecimals(ledger.svm, token.mint) ?? 0
    return { program, parsed: { type: 'account', info: tokenAccountInfo(token, decimals) }, space }
  }
  const mint = readMint(program, account.data)
  if (mint) return { program, parsed: { type: 'mint', info: mintInfo(mint) }, space }
  return undefined
}

function binaryData(data: ReadonlyUint8Array, encoding: 'base58' | 'base64'): [string, string] {
  const decoder = encoding === 'base58' ? getBase58Decoder() : getBase64Decoder()
  return [decoder.decode(data), encoding]
}

/** An account as `getAccountInfo` writes it, in the requested encoding. */
export function encodeAccount(ledger: SolanaLedger, account: EncodedAccount, options: AccountOptions) {
  const data = options.dataSlice
    ? account.data.slice(options.dataSlice.offset, options.dataSlice.offset + options.dataSlice.length)
    : account.data
  const encoded =
    options.encoding === 'jsonParsed'
      ? (parsedData(ledger, account) ?? binaryData(data, 'base64'))
      : binaryData(data, options.encoding)
  return {
    data: encoded,
    executable: account.executable,
    lamports: account.lamports,
    owner: account.programAddress,
    rentEpoch: rentExemptEpoch,
    space: account.data.length,
  }
}
