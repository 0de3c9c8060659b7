import { Address, OutScript } from '@scure/btc-signer'
import {
  bitcoinAddressFormatOfPrefix,
  bitcoinBech32Prefixes,
  type BitcoinAddressFormat,
} from '@gatehouse/common'

/** What a message signature is checked against: the address's kind and its output script. */
export type BitcoinAddressScript =
  | { type: 'pkh' | 'sh' | 'wpkh'; hash: Uint8Array; script: Uint8Array }
  | { type: 'tr'; outputKey: Uint8Array; script: Uint8Array }
  | { type: 'other'; script: Uint8Array }

/** The networks an address may be of when the chain is not named: mainnet, testnet (and signet), regtest. */
const knownNetworks: readonly BitcoinAddressFormat[] = bitcoinBech32Prefixes.map(bitcoinAddressFormatOfPrefix)

/**
 * The output script of `address` on `network` (on any of mainnet, testnet and regtest when none is
 * given) with what a signature check needs of it; undefined when it is not such an address (a bad
 * checksum, another network's prefix, mixed case).
 */
export function bitcoinAddressScript(
  address: string,
  network?: BitcoinAddressFormat,
): BitcoinAddressScript | undefined {
  for (const candidate of network ? [network] : knownNetworks) {
    let decoded: ReturnType<ReturnType<typeof Address>['decode']>
    try {
      decoded = Address(candidate).decode(address)
    } catch {
      continue
    }
    const script = OutScript.encode(decoded)
    if (decoded.type === 'pkh' || decoded.type === 'sh' || decoded.type === 'wpkh')
      return { type: decoded.type, hash: decoded.hash, script }
    if (decoded.type === 'tr') return { type: 'tr', outputKey: decoded.pubkey, script }
    return { type: 'other', script }
  }
  return undefined
}
