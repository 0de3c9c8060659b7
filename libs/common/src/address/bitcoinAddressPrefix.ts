// Bech32 / bech32m data characters; the checksum itself is checked where the address is decoded
// (the Bitcoin adapter, with @scure/btc-signer): these rules only keep out what cannot be one.
const bech32Shape = /^(bc|tb|bcrt)1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{6,87}$/
const base58Shape = /^[123mn][1-9A-HJ-NP-Za-km-z]{25,34}$/

/**
 * The network prefix a Bitcoin address is written with, judged by its shape: the bech32 prefix
 * (`bc`, `tb`, `bcrt`, in one case) or, for base58 (P2PKH, P2SH), its first character (`1`, `3`
 * mainnet; `m`, `n`, `2` test networks). Undefined when it cannot be a Bitcoin address. Kept apart
 * from the network list so that the page's first bundle, which checks addresses, carries no network.
 */
export function bitcoinAddressPrefix(value: string): string | undefined {
  if (typeof value !== 'string') return undefined
  const bech32 = bech32Shape.exec(value === value.toUpperCase() ? value.toLowerCase() : value)
  if (bech32) return bech32[1]
  return base58Shape.test(value) ? value.charAt(0) : undefined
}
