/**
 * Hex and base64 for the adapter's small chunks (discovery, connectors), without a codec library:
 * wallets answer in both, and PSBTs travel as base64.
 */

const hexPattern = /^(?:[0-9a-fA-F]{2})*$/

/** True for an even-length string of hex digits (an empty string included). */
export function isHex(value: string): boolean {
  return hexPattern.test(value)
}

/** Lower-case hex of `bytes`. */
export function hexOf(bytes: Uint8Array): string {
  let out = ''
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0')
  return out
}

/**
 * The bytes of a hex string (an optional `0x` prefix is allowed).
 * @throws TypeError when the text is not hex.
 */
export function bytesOfHex(value: string): Uint8Array {
  const text = value.startsWith('0x') ? value.slice(2) : value
  if (!isHex(text)) throw new TypeError('Not a hex string')
  const bytes = new Uint8Array(text.length / 2)
  for (let index = 0; index < bytes.length; index++)
    bytes[index] = Number.parseInt(text.slice(index * 2, index * 2 + 2), 16)
  return bytes
}

/** Standard base64 (with padding) of `bytes`. */
export function base64Of(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * The bytes of a base64 string (standard or URL alphabet, padding optional).
 * @throws TypeError when the text is not base64.
 */
export function bytesOfBase64(value: string): Uint8Array {
  const standard = value.replace(/-/g, '+').replace(/_/g, '/').replace(/\s+/g, '')
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(standard)) throw new TypeError('Not a base64 string')
  const padded = standard.padEnd(Math.ceil(standard.length / 4) * 4, '=')
  let binary: string
  try {
    binary = atob(padded)
  } catch {
    throw new TypeError('Not a base64 string')
  }
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}
