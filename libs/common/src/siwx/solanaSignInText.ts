import type { SIWXMessageData } from './types'
import { caip122SignInText, parseCaip122SignInText, type Caip122Chain } from './caip122SignInText'

const solana: Caip122Chain = { accountName: 'Solana', namespace: 'solana' }

/**
 * The CAIP-122 text of a sign-in with a Solana account: EIP-4361's layout with "Solana account"
 * in the first line and the CAIP-2 chain id (`solana:<genesis hash prefix>`) as `Chain ID`. The
 * exact bytes the wallet signs (solana:signMessage) and the verifier reads back.
 * @throws when the chain is not a Solana chain or a field would break the layout (a line break).
 */
export function solanaSignInText(data: SIWXMessageData): string {
  return caip122SignInText(solana, data)
}

/**
 * Reads a text made by `solanaSignInText` back into its fields; undefined when it is not one (a
 * missing or misplaced line, an unknown field). Reading and writing again gives the same text.
 */
export function parseSolanaSignInText(text: string): SIWXMessageData | undefined {
  return parseCaip122SignInText(solana, text)
}
