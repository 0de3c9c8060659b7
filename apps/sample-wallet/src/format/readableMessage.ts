import { hexToBytes, isHex } from 'viem'

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * A message to sign as people should read it: hex that decodes to printable UTF-8 becomes text;
 * anything else (binary data, a hash) stays hex and says so.
 */
export function readableMessage(message: unknown): { text: string; isHex: boolean } {
  if (typeof message !== 'string') return { text: JSON.stringify(message) ?? '', isHex: false }
  if (!isHex(message)) return { text: message, isHex: false }
  try {
    const text = strictUtf8.decode(hexToBytes(message))
    // Control characters other than line breaks and tabs mean it is data, not words.
    // eslint-disable-next-line no-control-regex
    if (!/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) return { text, isHex: false }
  } catch {
    // Not UTF-8: show the hex.
  }
  return { text: message, isHex: true }
}
