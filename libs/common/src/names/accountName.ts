import { Limits } from '../constants/limits'

/** The zone account names are registered in unless a service is configured otherwise. */
export const defaultNameZone = 'gatehouse.id'

/** The longest label: one DNS label, so that `alice.gatehouse.id` stays a valid host name. */
export const accountNameMaxLength = 63

/** Why a label is not a valid account name (docs/reference/validation.md#account-names), or undefined when it is. */
export type AccountNameIssue = 'tooShort' | 'tooLong' | 'badCharacters'

/**
 * Checks the label of an account name (the part before the zone) against docs/reference/validation.md#account-names:
 * letters, digits and hyphens only, at least 4 characters, at most one DNS label.
 */
export function accountNameIssue(label: string): AccountNameIssue | undefined {
  if (!/^[A-Za-z0-9-]*$/.test(label)) return 'badCharacters'
  if (label.length < Limits.accountNameMinLength) return 'tooShort'
  if (label.length > accountNameMaxLength) return 'tooLong'
  return undefined
}

/** The full name of a label in a zone, as stored: `alice.gatehouse.id`, lower case. */
export function fullAccountName(label: string, zone: string): string {
  return `${label}.${zone}`.toLowerCase()
}

/**
 * Splits a full name into its label and zone at the first dot; undefined without one. The label is
 * not checked here (see accountNameIssue).
 */
export function splitAccountName(name: string): { label: string; zone: string } | undefined {
  const dot = name.indexOf('.')
  if (dot <= 0 || dot === name.length - 1) return undefined
  return { label: name.slice(0, dot), zone: name.slice(dot + 1) }
}

/** The ENSIP-11 coin type of an EVM chain: 60 for Ethereum mainnet, else 0x80000000 | chainId. */
export function evmCoinType(chainId: number): number {
  return chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0
}

/** The EVM chain id of an ENSIP-11 coin type, or undefined when it names no EVM chain. */
export function chainIdOfCoinType(coinType: number): number | undefined {
  if (coinType === 60) return 1
  if (coinType >= 0x80000000 && coinType <= 0xffffffff) {
    const chainId = coinType - 0x80000000
    return chainId > 0 ? chainId : undefined
  }
  return undefined
}

/** What a wallet signs to register a name (docs/reference/endpoints.md#profile-api): the JSON text of name, attributes and timestamp. */
export interface NameRegistrationMessage {
  /** The full name, `alice.gatehouse.id`. */
  name: string
  attributes: Record<string, string>
  /** Seconds since 1970 when the message was made; the service accepts it for a few minutes. */
  timestamp: number
}

/** The text the wallet signs with personal_sign: the message as JSON, keys in this order. */
export function nameRegistrationText(message: NameRegistrationMessage): string {
  return JSON.stringify({ name: message.name, attributes: message.attributes, timestamp: message.timestamp })
}
