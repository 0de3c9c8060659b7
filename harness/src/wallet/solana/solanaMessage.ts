import { getBase58Encoder } from '@solana/kit'

/** The text of a base58 message as solana_signMessage carries it; undefined when it is not UTF-8 text. */
export function solanaMessageText(message: unknown): string | undefined {
  if (typeof message !== 'string' || message === '') return undefined
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(getBase58Encoder().encode(message)),
    )
  } catch {
    return undefined
  }
}
