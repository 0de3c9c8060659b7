import { isHex } from '../encoding/bytes'
import type { BitcoinAccountAddress, BitcoinAddressPurpose } from './BitcoinConnector'

const taproot = /^(bc|tb|bcrt)1p/i

/** A wallet's purpose word (sats-connect says 'ordinals' and 'stacks') as the kit's, if it is one. */
export function purposeOf(value: unknown): BitcoinAddressPurpose | undefined {
  switch (value) {
    case 'payment':
      return 'payment'
    case 'ordinal':
    case 'ordinals':
      return 'ordinal'
    case 'stx':
    case 'stacks':
      return 'stx'
    default:
      return undefined
  }
}

/** The purpose of an address a wallet did not label: taproot (P2TR) holds ordinals, the rest pays. */
export function purposeOfAddress(address: string): BitcoinAddressPurpose {
  return taproot.test(address) ? 'ordinal' : 'payment'
}

/** Hex without `0x`, or undefined when the value is not hex. */
function publicKeyOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.startsWith('0x') ? value.slice(2) : value
  return text !== '' && isHex(text) ? text.toLowerCase() : undefined
}

/**
 * An address as a wallet answered it (sats-connect's `Address`, WalletConnect's
 * `getAccountAddresses` entry, or a plain string), or undefined when it has no address.
 */
export function accountAddressOf(value: unknown): BitcoinAccountAddress | undefined {
  if (typeof value === 'string')
    return value === '' ? undefined : { address: value, purpose: purposeOfAddress(value) }
  if (typeof value !== 'object' || value === null) return undefined
  const entry = value as Record<string, unknown>
  if (typeof entry.address !== 'string' || entry.address === '') return undefined
  const purpose = purposeOf(entry.purpose) ?? purposeOf(entry.intention) ?? purposeOfAddress(entry.address)
  const publicKey = publicKeyOf(entry.publicKey)
  return {
    address: entry.address,
    purpose,
    ...(publicKey === undefined ? {} : { publicKey }),
    ...(typeof entry.path === 'string' ? { path: entry.path } : {}),
  }
}

/** The readable addresses of a wallet's answer, one per address (the first wins). */
export function accountAddressesOf(values: unknown): BitcoinAccountAddress[] {
  if (!Array.isArray(values)) return []
  const seen = new Set<string>()
  const out: BitcoinAccountAddress[] = []
  for (const value of values) {
    const entry = accountAddressOf(value)
    if (!entry || seen.has(entry.address)) continue
    seen.add(entry.address)
    out.push(entry)
  }
  return out
}
