import { address, type Address } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'

/**
 * The Token-2022 program. Its transferChecked and associated-account instructions have the Token
 * program's layout, so the Token program's builders serve both, given the program's address.
 */
export const TOKEN_2022_PROGRAM_ADDRESS = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')

/** The token program that owns a mint (the owner of the mint's account), Token or Token-2022. */
export function tokenProgramOf(owner: string): Address | undefined {
  if (owner === TOKEN_PROGRAM_ADDRESS) return TOKEN_PROGRAM_ADDRESS
  if (owner === TOKEN_2022_PROGRAM_ADDRESS) return TOKEN_2022_PROGRAM_ADDRESS
  return undefined
}
