import type { SIWXMessageData } from './types'
import { caip122SignInText, parseCaip122SignInText, type Caip122Chain } from './caip122SignInText'

const bitcoin: Caip122Chain = { accountName: 'Bitcoin', namespace: 'bip122' }

/**
 * The CAIP-122 text of a sign-in with a Bitcoin account, as AppKit writes it for bip122: EIP-4361's
 * layout with "Bitcoin account" in the first line, the address (bech32 or base58) on the second and
 * the CAIP-2 chain id (`bip122:<genesis hash prefix>`) as `Chain ID`. The exact bytes the wallet
 * signs (BIP-322 over their UTF-8) and the verifier reads back.
 * @throws when the chain is not a bip122 chain or a field would break the layout (a line break).
 */
export function bitcoinSignInText(data: SIWXMessageData): string {
  return caip122SignInText(bitcoin, data)
}

/**
 * Reads a text made by `bitcoinSignInText` back into its fields; undefined when it is not one (a
 * missing or misplaced line, an unknown field, another namespace's chain id). Reading and writing
 * again gives the same text.
 */
export function parseBitcoinSignInText(text: string): SIWXMessageData | undefined {
  return parseCaip122SignInText(bitcoin, text)
}
