/** The parts of a `wc:` pairing URI that the modal needs. */
export interface PairingUri {
  topic: string
  /** The pairing's symmetric key as written in the URI (64 hex digits when well formed). */
  symKey: string | undefined
  /** When the pairing stops being usable, in milliseconds since the epoch (absent in old URIs). */
  expiresAt: number | undefined
}

/** Reads a WalletConnect v2 pairing URI (`wc:<topic>@2?…&expiryTimestamp=<seconds>`); undefined if malformed. */
export function parsePairingUri(uri: string): PairingUri | undefined {
  const match = /^wc:([0-9a-f]{16,128})@2\?(.*)$/i.exec(uri.trim())
  if (!match?.[1]) return undefined
  const query = new URLSearchParams(match[2])
  const expiry = Number(query.get('expiryTimestamp'))
  return {
    topic: match[1],
    symKey: query.get('symKey') ?? undefined,
    expiresAt: Number.isFinite(expiry) && expiry > 0 ? expiry * 1000 : undefined,
  }
}
