import { AccountRole, getBase58Decoder, type Address, type Instruction, type ReadonlyUint8Array } from '@solana/kit'
import {
  identifySystemInstruction,
  parseCreateAccountInstruction,
  parseTransferSolInstruction,
  SYSTEM_PROGRAM_ADDRESS,
  SystemInstruction,
} from '@solana-program/system'
import {
  identifyTokenInstruction,
  parseMintToCheckedInstruction,
  parseTransferCheckedInstruction,
  parseTransferInstruction,
  TokenInstruction,
} from '@solana-program/token'
import { tokenProgramName, uiTokenAmount } from '../ledger/tokenAccounts'

/** An instruction of a transaction, its accounts resolved to addresses. */
export interface ResolvedInstruction {
  programId: Address
  accounts: Address[]
  data: ReadonlyUint8Array
}

type Parsed = { type: string; info: Record<string, unknown> }

function asInstruction(resolved: ResolvedInstruction): Instruction & { accounts: { address: Address; role: AccountRole }[]; data: ReadonlyUint8Array } {
  return {
    programAddress: resolved.programId,
    accounts: resolved.accounts.map((address) => ({ address, role: AccountRole.READONLY })),
    data: resolved.data,
  }
}

function parseSystem(resolved: ResolvedInstruction): Parsed | undefined {
  const instruction = asInstruction(resolved)
  const kind = identifySystemInstruction(instruction)
  if (kind === SystemInstruction.TransferSol) {
    const parsed = parseTransferSolInstruction(instruction)
    return {
      type: 'transfer',
      info: { source: parsed.accounts.source.address, destination: parsed.accounts.destination.address, lamports: parsed.data.amount },
    }
  }
  if (kind === SystemInstruction.CreateAccount) {
    const parsed = parseCreateAccountInstruction(instruction)
    return {
      type: 'createAccount',
      info: {
        source: parsed.accounts.payer.address,
        newAccount: parsed.accounts.newAccount.address,
        lamports: parsed.data.lamports,
        owner: parsed.data.programAddress,
        space: parsed.data.space,
      },
    }
  }
  return undefined
}

function parseToken(resolved: ResolvedInstruction): Parsed | undefined {
  const instruction = asInstruction(resolved)
  const kind = identifyTokenInstruction(instruction)
  if (kind === TokenInstruction.Transfer) {
    const { accounts, data } = parseTransferInstruction(instruction)
    return {
      type: 'transfer',
      info: { source: accounts.source.address, destination: accounts.destination.address, authority: accounts.authority.address, amount: data.amount.toString() },
    }
  }
  if (kind === TokenInstruction.TransferChecked) {
    const { accounts, data } = parseTransferCheckedInstruction(instruction)
    return {
      type: 'transferChecked',
      info: {
        source: accounts.source.address,
        mint: accounts.mint.address,
        destination: accounts.destination.address,
        authority: accounts.authority.address,
        tokenAmount: uiTokenAmount(data.amount, data.decimals),
      },
    }
  }
  if (kind === TokenInstruction.MintToChecked) {
    const { accounts, data } = parseMintToCheckedInstruction(instruction)
    return {
      type: 'mintToChecked',
      info: {
        mint: accounts.mint.address,
        account: accounts.token.address,
        mintAuthority: accounts.mintAuthority.address,
        tokenAmount: uiTokenAmount(data.amount, data.decimals),
      },
    }
  }
  return undefined
}

function tryParse(resolved: ResolvedInstruction): { program: string; parsed: Parsed } | undefined {
  try {
    if (resolved.programId === SYSTEM_PROGRAM_ADDRESS) {
      const parsed = parseSystem(resolved)
      return parsed && { program: 'system', parsed }
    }
    const tokenProgram = tokenProgramName(resolved.programId)
    if (tokenProgram) {
      const parsed = parseToken(resolved)
      return parsed && { program: tokenProgram, parsed }
    }
  } catch {
    return undefined
  }
  return undefined
}

/**
 * An instruction as `jsonParsed` writes it: parsed for System transfers and account creation and
 * for Token / Token-2022 transfers and mints; otherwise its program, accounts and base58 data.
 */
export function parsedInstruction(resolved: ResolvedInstruction) {
  const parsed = tryParse(resolved)
  if (parsed) return { ...parsed, programId: resolved.programId, stackHeight: null }
  return {
    accounts: resolved.accounts,
    data: getBase58Decoder().decode(resolved.data),
    programId: resolved.programId,
    stackHeight: null,
  }
}
