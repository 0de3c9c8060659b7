import { bitcoinAddressFormatOfPrefix } from '@gatehouse/common'
import { sha256 } from '@noble/hashes/sha2'
import { bech32, bech32m, createBase58check } from '@scure/base'
import { HttpError } from '../http/HttpResponse'
import type { BitcoinAddressPrefix } from './bitcoinChainConfig'

const base58check = createBase58check(sha256)

/** What an address of each network starts with, for the refusal's message. */
const shapes: Record<BitcoinAddressPrefix, string> = {
  bc: 'bc1…, 1… or 3…',
  tb: 'tb1…, m…, n… or 2…',
  bcrt: 'bcrt1…, m…, n… or 2…',
}

// BIP 173/350: a segwit address is at most 90 characters.
const maxBech32Length = 90

function segwitAddress(address: string, prefix: BitcoinAddressPrefix): string | undefined {
  // Either case, never both (BIP 173); esplora writes them in lower case.
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return undefined
  const lower = address.toLowerCase()
  if (!lower.startsWith(`${prefix}1`)) return undefined
  // Version 0 programs use the bech32 checksum, versions 1 to 16 bech32m (BIP 350).
  for (const [coder, versionOk] of [
    [bech32, (version: number) => version === 0],
    [bech32m, (version: number) => version >= 1 && version <= 16],
  ] as const) {
    const decoded = coder.decodeUnsafe(lower, maxBech32Length)
    if (!decoded || decoded.prefix !== prefix) continue
    const [version, ...data] = decoded.words
    if (version === undefined || !versionOk(version)) return undefined
    const program = coder.fromWordsUnsafe(data)
    if (!program || program.length < 2 || program.length > 40) return undefined
    if (version === 0 && program.length !== 20 && program.length !== 32) return undefined
    return lower
  }
  return undefined
}

function legacyAddress(address: string, prefix: BitcoinAddressPrefix): string | undefined {
  let payload: Uint8Array
  try {
    payload = base58check.decode(address)
  } catch {
    return undefined
  }
  const [version] = payload
  if (payload.length !== 21 || version === undefined) return undefined
  // The network's base58 version bytes: P2PKH, P2SH.
  const { pubKeyHash, scriptHash } = bitcoinAddressFormatOfPrefix(prefix)
  return version === pubKeyHash || version === scriptHash ? address : undefined
}

/**
 * The address as the chain's REST API writes it when it is one of the network's (a bech32 or
 * bech32m segwit address with a good checksum, or a base58check P2PKH or P2SH one), else undefined.
 * A bech32 address in upper case comes back in lower case.
 */
export function bitcoinAddressOf(address: string, prefix: BitcoinAddressPrefix): string | undefined {
  if (address.length > maxBech32Length) return undefined
  return segwitAddress(address, prefix) ?? legacyAddress(address, prefix)
}

/** The `:address` path parameter as an address of the chain's network; a 400 naming the shapes otherwise. */
export function bitcoinAccountAddressOf(
  params: Record<string, string>,
  chain: { name: string; addressPrefix: BitcoinAddressPrefix },
): string {
  const address = bitcoinAddressOf(params.address ?? '', chain.addressPrefix)
  if (!address) {
    throw new HttpError(400, `address must be an address of ${chain.name} (${shapes[chain.addressPrefix]})`)
  }
  return address
}
