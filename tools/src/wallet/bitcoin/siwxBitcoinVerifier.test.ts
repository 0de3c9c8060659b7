import { Verifier } from 'bip322-js'
import { bitcoinSignInText } from '@gatehouse/common'
import { verifyBitcoinMessageSignature } from '@gatehouse/siwx'
import {
  bitcoinDevSecretKeys,
  bitcoinKey,
  signBitcoinMessage,
  type BitcoinNetworkName,
} from '@gatehouse/harness/wallet/node'
import { describe, expect, it } from 'vitest'

/**
 * The sign-in verifier of @gatehouse/siwx (BIP-322 and BIP-137 on @scure/btc-signer and
 * @noble/curves) against bip322-js (bitcoinjs-lib, elliptic), the verifier AppKit's SIWX uses, on
 * signatures of the development wallets' signer: both must agree on every one, valid or not.
 */

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const networks: BitcoinNetworkName[] = ['regtest', 'testnet', 'mainnet']
const chainIds: Record<BitcoinNetworkName, `bip122:${string}`> = {
  mainnet: 'bip122:000000000019d6689c085ae165831e93',
  testnet: 'bip122:000000000933ea01ad0ee984209779ba',
  regtest: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
}
const [firstKey, secondKey] = bitcoinDevSecretKeys.map((secret) => bitcoinKey(secret))
if (!firstKey || !secondKey) throw new Error('two development keys expected')

const messagesOf = (address: string, network: BitcoinNetworkName) => [
  bitcoinSignInText({
    accountAddress: address,
    chainId: chainIds[network],
    domain: 'localhost:5173',
    uri: 'http://localhost:5173/?siwx=cloud',
    version: '1',
    nonce: 'a1b2c3d4e5f6a7b8',
    statement: 'Sign in to the Gatehouse demo.',
    issuedAt: '2026-01-02T03:04:05.000Z',
    expirationTime: '2026-01-03T03:04:05.000Z',
  }),
  '',
  'Grüße, 世界 — ünïcödé ✓',
  'x'.repeat(300),
]

/** Both verifiers' answers; bip322-js throws on what it cannot parse, which is a refusal too. */
function both(address: string, message: string, signature: string): [boolean, boolean] {
  let reference: boolean
  try {
    reference = Verifier.verifySignature(address, message, signature)
  } catch {
    reference = false
  }
  return [verifyBitcoinMessageSignature(address, message, signature), reference]
}

describe('verifyBitcoinMessageSignature agrees with bip322-js', () => {
  it.each(networks)('on BIP-322 signatures of P2WPKH and P2TR addresses on %s', (network) => {
    for (const entry of firstKey.addresses(network)) {
      for (const message of messagesOf(entry.address, network)) {
        const signature = base64(
          signBitcoinMessage(firstKey, network, { address: entry.address, message, protocol: 'bip322' })
            .signature,
        )
        expect(both(entry.address, message, signature)).toEqual([true, true])
        expect(both(entry.address, `${message}.`, signature)).toEqual([false, false])
        const [otherPayment, otherTaproot] = secondKey.addresses(network)
        const other = entry.addressType === 'p2wpkh' ? otherPayment : otherTaproot
        expect(both(other.address, message, signature)).toEqual([false, false])
        // The finalized BIP's prefix, which bip322-js does not know: ours reads it as simple.
        expect(verifyBitcoinMessageSignature(entry.address, message, `smp${signature}`)).toBe(true)
      }
    }
  })

  it.each(networks)('on BIP-137 (ECDSA) signatures of the P2WPKH address on %s', (network) => {
    const [payment] = firstKey.addresses(network)
    for (const message of messagesOf(payment.address, network)) {
      const signature = base64(
        signBitcoinMessage(firstKey, network, { address: payment.address, message, protocol: 'ecdsa' })
          .signature,
      )
      expect(both(payment.address, message, signature)).toEqual([true, true])
      expect(both(payment.address, `${message} `, signature)).toEqual([false, false])
      expect(both(secondKey.addresses(network)[0].address, message, signature)).toEqual([false, false])
    }
  })

  it('on garbage', () => {
    const [payment, taproot] = firstKey.addresses('regtest')
    for (const signature of ['AAAA', base64(new Uint8Array(66)), base64(new Uint8Array(107))]) {
      expect(both(payment.address, 'm', signature)).toEqual([false, false])
      expect(both(taproot.address, 'm', signature)).toEqual([false, false])
    }
  })
})
