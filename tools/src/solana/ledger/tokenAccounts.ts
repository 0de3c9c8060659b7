import { address, unwrapOption, type Address, type ReadonlyUint8Array } from '@solana/kit'
import { AccountState, getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'

/** The Token-2022 program (the Token program with extensions). */
export const token2022ProgramAddress = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')
export const tokenProgramAddress = TOKEN_PROGRAM_ADDRESS

/** The name the RPC gives each token program in `jsonParsed` answers. */
export function tokenProgramName(owner: string): 'spl-token' | 'spl-token-2022' | undefined {
  if (owner === tokenProgramAddress) return 'spl-token'
  if (owner === token2022ProgramAddress) return 'spl-token-2022'
  return undefined
}

const baseAccountLength = 165
const mintLength = 82
const accountTypeMint = 1
const accountTypeAccount = 2

/** Token-2022 extension types by number, with the names the RPC writes in `jsonParsed`. */
const extensionNames: Record<number, string> = {
  1: 'transferFeeConfig',
  2: 'transferFeeAmount',
  3: 'mintCloseAuthority',
  4: 'confidentialTransferMint',
  5: 'confidentialTransferAccount',
  6: 'defaultAccountState',
  7: 'immutableOwner',
  8: 'memoTransfer',
  9: 'nonTransferable',
  10: 'interestBearingConfig',
  11: 'cpiGuard',
  12: 'permanentDelegate',
  13: 'nonTransferableAccount',
  18: 'metadataPointer',
  19: 'tokenMetadata',
}

/**
 * The extensions after a Token-2022 account's base layout, as `jsonParsed` lists them. Only
 * `immutableOwner` (which every associated token account of Token-2022 has) carries no state; the
 * others are named, their state is left out.
 */
function extensionsOf(data: ReadonlyUint8Array): { extension: string }[] {
  const extensions: { extension: string }[] = []
  let offset = baseAccountLength + 1
  while (offset + 4 <= data.length) {
    const type = (data[offset] ?? 0) | ((data[offset + 1] ?? 0) << 8)
    const length = (data[offset + 2] ?? 0) | ((data[offset + 3] ?? 0) << 8)
    if (type === 0) break
    extensions.push({ extension: extensionNames[type] ?? 'unparseableExtension' })
    offset += 4 + length
  }
  return extensions
}

/** A token amount as the RPC writes it: raw, with decimals, and as a number and a decimal string. */
export function uiTokenAmount(amount: bigint, decimals: number) {
  const text = amount.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

export interface TokenAccountState {
  mint: Address
  owner: Address
  amount: bigint
  delegate: Address | null
  delegatedAmount: bigint
  state: 'uninitialized' | 'initialized' | 'frozen'
  isNative: bigint | null
  closeAuthority: Address | null
  extensions: { extension: string }[] | undefined
}

export interface MintState {
  mintAuthority: Address | null
  freezeAuthority: Address | null
  supply: bigint
  decimals: number
  isInitialized: boolean
  extensions: { extension: string }[] | undefined
}

/** Reads a token account of either program; undefined when the data is not one. */
export function readTokenAccount(programName: string, data: ReadonlyUint8Array): TokenAccountState | undefined {
  const isAccount =
    data.length === baseAccountLength ||
    (programName === 'spl-token-2022' && data.length > baseAccountLength && data[baseAccountLength] === accountTypeAccount)
  if (!isAccount) return undefined
  const token = getTokenDecoder().decode(data.slice(0, baseAccountLength))
  const states = { [AccountState.Uninitialized]: 'uninitialized', [AccountState.Initialized]: 'initialized', [AccountState.Frozen]: 'frozen' } as const
  return {
    mint: token.mint,
    owner: token.owner,
    amount: token.amount,
    delegate: unwrapOption(token.delegate),
    delegatedAmount: token.delegatedAmount,
    state: states[token.state],
    isNative: unwrapOption(token.isNative),
    closeAuthority: unwrapOption(token.closeAuthority),
    extensions: programName === 'spl-token-2022' ? extensionsOf(data) : undefined,
  }
}

/** Reads a mint of either program; undefined when the data is not one. */
export function readMint(programName: string, data: ReadonlyUint8Array): MintState | undefined {
  const isMint =
    data.length === mintLength ||
    (programName === 'spl-token-2022' && data.length > baseAccountLength && data[baseAccountLength] === accountTypeMint)
  if (!isMint) return undefined
  const mint = getMintDecoder().decode(data.slice(0, mintLength))
  return {
    mintAuthority: unwrapOption(mint.mintAuthority),
    freezeAuthority: unwrapOption(mint.freezeAuthority),
    supply: mint.supply,
    decimals: mint.decimals,
    isInitialized: mint.isInitialized,
    extensions: programName === 'spl-token-2022' ? extensionsOf(data) : undefined,
  }
}

/** A token account's `jsonParsed` `info`, given its mint's decimals. */
export function tokenAccountInfo(account: TokenAccountState, decimals: number) {
  return {
    isNative: account.isNative !== null,
    mint: account.mint,
    owner: account.owner,
    state: account.state,
    tokenAmount: uiTokenAmount(account.amount, decimals),
    ...(account.delegate
      ? { delegate: account.delegate, delegatedAmount: uiTokenAmount(account.delegatedAmount, decimals) }
      : {}),
    ...(account.isNative !== null ? { rentExemptReserve: uiTokenAmount(account.isNative, decimals) } : {}),
    ...(account.closeAuthority ? { closeAuthority: account.closeAuthority } : {}),
    ...(account.extensions ? { extensions: account.extensions } : {}),
  }
}

/** A mint's `jsonParsed` `info`. */
export function mintInfo(mint: MintState) {
  return {
    decimals: mint.decimals,
    freezeAuthority: mint.freezeAuthority,
    isInitialized: mint.isInitialized,
    mintAuthority: mint.mintAuthority,
    supply: mint.supply.toString(),
    ...(mint.extensions ? { extensions: mint.extensions } : {}),
  }
}
