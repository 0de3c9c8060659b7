import { describe, expect, it } from 'vitest'
import {
  address,
  blockhash,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Instruction,
} from '@solana/kit'
import { SYSTEM_PROGRAM_ADDRESS, parseTransferSolInstruction } from '@solana-program/system'
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  TOKEN_PROGRAM_ADDRESS,
  findAssociatedTokenPda,
  parseTransferCheckedInstruction,
} from '@solana-program/token'
import { assertTransferRequest, compileWireTransaction, transferInstructions } from './buildTransfer'
import { TOKEN_2022_PROGRAM_ADDRESS, tokenProgramOf } from './tokenPrograms'

// Three well-formed public keys (the development wallets' first three).
const keys = [
  '64k5GFrBjoNA7d5vUtTXEgR3f38eNwpKbbR4WtiS3rag',
  '7iK3nkyJ5B993WhiCvsdYeJjdmCBuYCSbyWRubbDHRPM',
  'BmrHDitocWQUgGvcxH1kRaqT2Z5LWyXcZAfnHxwF9j9p',
] as const
const from = address(keys[0])
const to = address(keys[1])
const mint = address(keys[2])

type Parsable = Parameters<typeof parseTransferCheckedInstruction>[0]

describe('SOL transfers', () => {
  it('are one system program transfer of the lamports from the sender', async () => {
    const [instruction, ...rest] = await transferInstructions(from, { to, amount: 1_500_000_000n }, {})
    expect(rest).toEqual([])
    expect(instruction?.programAddress).toBe(SYSTEM_PROGRAM_ADDRESS)
    const parsed = parseTransferSolInstruction(
      instruction as Parameters<typeof parseTransferSolInstruction>[0],
    )
    expect(parsed.data.amount).toBe(1_500_000_000n)
    expect(parsed.accounts.source.address).toBe(from)
    expect(parsed.accounts.destination.address).toBe(to)
  })
})

describe('SPL transfers', () => {
  for (const tokenProgram of [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS]) {
    it(`create the receiver’s token account when missing, then transferChecked under ${tokenProgram}`, async () => {
      const instructions = await transferInstructions(
        from,
        { to, amount: 25n, mint, decimals: 6 },
        { tokenProgram, receiverHasTokenAccount: false },
      )
      const [create, transfer] = instructions as [Instruction, Instruction]
      const [destination] = await findAssociatedTokenPda({ owner: to, mint, tokenProgram })
      const [source] = await findAssociatedTokenPda({ owner: from, mint, tokenProgram })
      expect(create.programAddress).toBe(ASSOCIATED_TOKEN_PROGRAM_ADDRESS)
      // The idempotent form (discriminator 1) cannot fail when another sender created it first.
      expect([...(create.data ?? [])]).toEqual([1])
      expect(create.accounts?.map((account) => account.address)).toContain(tokenProgram)
      expect(create.accounts?.[1]?.address).toBe(destination)
      expect(transfer.programAddress).toBe(tokenProgram)
      const parsed = parseTransferCheckedInstruction(transfer as Parsable)
      expect(parsed.data).toMatchObject({ amount: 25n, decimals: 6 })
      expect(parsed.accounts.source.address).toBe(source)
      expect(parsed.accounts.destination.address).toBe(destination)
      expect(parsed.accounts.authority.address).toBe(from)
    })
  }

  it('only transfer when the receiver has the account already', async () => {
    const instructions = await transferInstructions(
      from,
      { to, amount: 25n, mint, decimals: 6 },
      { tokenProgram: TOKEN_PROGRAM_ADDRESS, receiverHasTokenAccount: true },
    )
    expect(instructions.map((instruction) => instruction.programAddress)).toEqual([TOKEN_PROGRAM_ADDRESS])
  })

  it('refuse a mint no token program owns', async () => {
    await expect(transferInstructions(from, { to, amount: 1n, mint, decimals: 0 }, {})).rejects.toThrow(
      'belongs to no token program',
    )
    expect(tokenProgramOf(SYSTEM_PROGRAM_ADDRESS)).toBeUndefined()
    expect(tokenProgramOf(TOKEN_2022_PROGRAM_ADDRESS)).toBe(TOKEN_2022_PROGRAM_ADDRESS)
  })
})

describe('transfer requests', () => {
  it.each([
    [{ to: '0x0000000000000000000000000000000000000001', amount: 1n }, 'is not a Solana address'],
    [{ to, amount: 0n }, 'above zero'],
    [{ to, amount: 1n, mint }, 'needs the mint’s decimals'],
    [{ to, amount: 1n, mint: 'not-a-mint', decimals: 6 }, 'The mint not-a-mint is not a Solana address'],
  ])('refuses %o', (request, message) => expect(() => assertTransferRequest(request)).toThrow(message))
})

describe('the wire transaction', () => {
  it('is unsigned, paid by the sender, on the given blockhash, in the wallet’s version', async () => {
    const instructions = await transferInstructions(from, { to, amount: 1n }, {})
    const latestBlockhash = { blockhash: blockhash(keys[2]), lastValidBlockHeight: 10n }
    for (const version of [0, 'legacy'] as const) {
      const bytes = compileWireTransaction({ from, instructions, latestBlockhash, version })
      const transaction = getTransactionDecoder().decode(bytes)
      expect(Object.entries(transaction.signatures)).toEqual([[from, null]])
      const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
      expect(message.version).toBe(version)
      expect(message.lifetimeToken).toBe(latestBlockhash.blockhash)
      expect(message.staticAccounts[0]).toBe(from)
    }
  })
})
