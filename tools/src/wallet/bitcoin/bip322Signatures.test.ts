import { Verifier } from 'bip322-js'
import {
  bitcoinDevSecretKeys,
  bitcoinKey,
  signBitcoinMessage,
  type BitcoinNetworkName,
} from '@gatehouse/harness/wallet/node'
import { describe, expect, it } from 'vitest'

/**
 * The wallets' message signatures (harness/src/wallet/bitcoin, BIP-322 simple written on
 * @scure/btc-signer, and BIP-137) checked by an independent implementation: bip322-js (bitcoinjs-lib,
 * its own to_spend/to_sign, elliptic's secp256k1), the verifier AppKit's SIWX uses.
 */

const key = bitcoinKey(bitcoinDevSecretKeys[0])
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const networks: BitcoinNetworkName[] = ['regtest', 'testnet', 'mainnet']
const message = 'Sign in to Gatehouse with Bitcoin\nNonce: 8f1c2d'

describe('BIP-322 signatures, verified by bip322-js', () => {
  it("accepts the BIP's own vector (the verifier is sound) and refuses it for another message", () => {
    const vector =
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
    expect(
      Verifier.verifySignature('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', 'Hello World', vector),
    ).toBe(true)
    expect(Verifier.verifySignature('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', 'Hello', vector)).toBe(
      false,
    )
  })

  it.each(networks)(
    'verifies P2WPKH and P2TR BIP-322 signatures on %s, and refuses a changed message',
    (network) => {
      for (const entry of key.addresses(network)) {
        const signed = signBitcoinMessage(key, network, {
          address: entry.address,
          message,
          protocol: 'bip322',
        })
        expect(Verifier.verifySignature(entry.address, message, base64(signed.signature))).toBe(true)
        expect(Verifier.verifySignature(entry.address, `${message}.`, base64(signed.signature))).toBe(false)
      }
    },
  )

  it('verifies BIP-137 (ECDSA) signatures of the P2WPKH address on regtest', () => {
    const [payment] = key.addresses('regtest')
    const signed = signBitcoinMessage(key, 'regtest', {
      address: payment.address,
      message,
      protocol: 'ecdsa',
    })
    expect(Verifier.verifySignature(payment.address, message, base64(signed.signature))).toBe(true)
    expect(Verifier.verifySignature(payment.address, 'another', base64(signed.signature))).toBe(false)
  })

  it('refuses a signature of one key for the address of another', () => {
    const other = bitcoinKey(bitcoinDevSecretKeys[1]).addresses('regtest')[0]
    const [payment] = key.addresses('regtest')
    const signed = signBitcoinMessage(key, 'regtest', {
      address: payment.address,
      message,
      protocol: 'bip322',
    })
    expect(Verifier.verifySignature(other.address, message, base64(signed.signature))).toBe(false)
  })
})
