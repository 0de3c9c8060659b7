import { describe, expect, it } from 'vitest'
import { bitcoinTestKey, regtestNetwork, signBip322 } from '@gatehouse/harness/signIn'
import { verifyBitcoinSignature } from './bitcoinSignature'

const alice = bitcoinTestKey(new Uint8Array(32).fill(7), regtestNetwork)
const bob = bitcoinTestKey(new Uint8Array(32).fill(8), regtestNetwork)
const message = 'app.example.com wants you to sign in with your Bitcoin account:\n' + alice.payment.address
const payment = signBip322(alice.secretKey, alice.payment.script, message)
const taproot = signBip322(alice.secretKey, alice.taproot.script, message, alice.xOnly)

// BIP-322's own vector ("Hello World" by bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l).
const vector =
  'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='

describe('verifyBitcoinSignature', () => {
  it('accepts BIP-322 signatures of P2WPKH and P2TR addresses of the chain’s network, smp-prefixed too', () => {
    expect(verifyBitcoinSignature(alice.payment.address, message, payment, 'bcrt')).toBe(true)
    expect(verifyBitcoinSignature(alice.taproot.address, message, taproot, 'bcrt')).toBe(true)
    expect(verifyBitcoinSignature(alice.payment.address, message, `smp${payment}`, 'bcrt')).toBe(true)
    const mainnet = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
    expect(verifyBitcoinSignature(mainnet, 'Hello World', vector, 'bc')).toBe(true)
    expect(verifyBitcoinSignature(mainnet, 'Hello World', `smp${vector}`, 'bc')).toBe(true)
  })

  it('refuses a changed message, another address, another network and garbage', () => {
    expect(verifyBitcoinSignature(alice.payment.address, `${message} `, payment, 'bcrt')).toBe(false)
    expect(verifyBitcoinSignature(bob.payment.address, message, payment, 'bcrt')).toBe(false)
    expect(verifyBitcoinSignature(alice.taproot.address, message, payment, 'bcrt')).toBe(false)
    expect(verifyBitcoinSignature(alice.payment.address, message, payment, 'tb')).toBe(false)
    expect(verifyBitcoinSignature(alice.payment.address, message, 'AAAA', 'bcrt')).toBe(false)
    expect(verifyBitcoinSignature('bcrt1qnotanaddress', message, payment, 'bcrt')).toBe(false)
  })
})
