/** The parts of a `wc:` pairing URI that the modal needs. */
export interface PairingUri {
  topic: string
  /** When the pairing stops being usable, in milliseconds since the epoch (absent in old URIs). */
  expiresAt: number | undefined
}

/** Reads a WalletConnect v2 pairing URI (`wc:<topic>@2?…&expiryTimestamp=<seconds>`); undefined if malformed. */
export function parsePairingUri(uri: string): PairingUri | undefined {
  const match = /^wc:([0-9a-f]{16,128})@2\?(.*)$/i.exec(uri.trim())
  if (!match?.[1]) return undefined
  const expiry = Number(new URLSearchParams(match[2]).get('expiryTimestamp'))
  return { topic: match[1], expiresAt: Number.isFinite(expiry) && expiry > 0 ? expiry * 1000 : undefined }
}
