import { parsePairingUri } from '@gatehouse/common'

/**
 * Why a pasted pairing URI cannot be used, as a sentence for the person; undefined when it looks
 * usable. Checked before the SDK sees it, whose own errors are not meant for people.
 */
export function pairingUriProblem(uri: string, now: number = Date.now()): string | undefined {
  const trimmed = uri.trim()
  if (!trimmed) return 'Paste the pairing URI that the site shows (it starts with wc:).'
  const parsed = parsePairingUri(trimmed)
  if (!parsed || !/^[0-9a-f]{64}$/i.test(parsed.symKey ?? '')) {
    return 'This is not a WalletConnect pairing URI. It should look like wc:…@2?relay-protocol=irn&symKey=….'
  }
  if (parsed.expiresAt !== undefined && parsed.expiresAt <= now) {
    return 'This pairing URI has expired. Ask the site for a new one.'
  }
  return undefined
}
