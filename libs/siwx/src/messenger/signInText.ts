import { bitcoinSignInText, solanaSignInText, type SIWXMessageData } from '@gatehouse/common'
import { eip155MessageTextFor } from './eip155Text'

/**
 * The text of a sign-in message for its chain: EIP-4361 on eip155, CAIP-122 ("… sign in with your
 * Solana account:", "… Bitcoin account:") on solana and bip122.
 * @throws for a chain of another namespace.
 */
export function signInMessageText(data: SIWXMessageData): string {
  if (data.chainId.startsWith('solana:')) return solanaSignInText(data)
  if (data.chainId.startsWith('bip122:')) return bitcoinSignInText(data)
  return eip155MessageTextFor(data)
}
