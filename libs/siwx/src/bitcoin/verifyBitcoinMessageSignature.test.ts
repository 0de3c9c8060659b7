import { secp256k1 } from '@noble/curves/secp256k1'
import { base64, hex } from '@scure/base'
import { p2pkh, p2sh, p2wpkh, RawWitness, TEST_NETWORK, WIF } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { addressOf, formatOf, keyOf, SigHash, signBip137, signSimple } from '../testing/bitcoinSigners'
import { verifyBitcoinMessageSignature as verify } from './verifyBitcoinMessageSignature'

const utf8 = (text: string) => new TextEncoder().encode(text)
const b64 = (bytes: Uint8Array) => base64.encode(bytes)

// BIP-322's test vectors (bip-0322/basic-test-vectors.json and the BIP's text).
const vectorAddress = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const vectorKey = WIF().decode('L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k')
const helloWorld =
  'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const emptyMessage =
  'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const taprootVectorAddress = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
const taprootHelloWorld =
  'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ=='

const message = 'app.example.com wants you to sign in with your Bitcoin account:\nbcrt1q…\n\nNonce: 8f1c2d'
const alice = keyOf(hex.decode('0101010101010101010101010101010101010101010101010101010101010101'))
const bob = keyOf(hex.decode('0202020202020202020202020202020202020202020202020202020202020202'))
const regtest = formatOf('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
const aliceRegtest = keyOf(alice.secretKey, regtest)

describe('verifyBitcoinMessageSignature: BIP-322 simple', () => {
  it('accepts the BIP’s P2WPKH vectors, with and without the smp prefix', () => {
    expect(addressOf(p2wpkh(secp256k1.getPublicKey(vectorKey, true)))).toBe(vectorAddress)
    expect(verify(vectorAddress, 'Hello World', helloWorld)).toBe(true)
    expect(verify(vectorAddress, 'Hello World', `smp${helloWorld}`)).toBe(true)
    expect(verify(vectorAddress, '', emptyMessage)).toBe(true)
    expect(verify(vectorAddress, utf8('Hello World'), helloWorld)).toBe(true)
  })

  it('accepts the BIP’s P2TR vector (SIGHASH_ALL) and an upper-case address', () => {
    expect(verify(taprootVectorAddress, 'Hello World', taprootHelloWorld)).toBe(true)
    expect(verify(vectorAddress.toUpperCase(), 'Hello World', helloWorld)).toBe(true)
  })

  it('refuses the vectors for another message, another address or swapped', () => {
    expect(verify(vectorAddress, 'Hello World!', helloWorld)).toBe(false)
    expect(verify(vectorAddress, '', helloWorld)).toBe(false)
    expect(verify(vectorAddress, 'Hello World', emptyMessage)).toBe(false)
    expect(verify(alice.payment.address, 'Hello World', helloWorld)).toBe(false)
    expect(verify(taprootVectorAddress, 'Hello World', helloWorld)).toBe(false)
    expect(verify(taprootVectorAddress, 'Hello', taprootHelloWorld)).toBe(false)
  })

  it('accepts P2WPKH and P2TR signatures made with btc-signer (SIGHASH_DEFAULT and ALL), on every network', () => {
    for (const network of [undefined, TEST_NETWORK, regtest]) {
      const key = keyOf(alice.secretKey, network)
      const payment = signSimple(key.secretKey, key.payment.script, message)
      expect(verify(key.payment.address, message, b64(payment))).toBe(true)
      const taproot = signSimple(key.secretKey, key.taproot.script, message, { tapInternalKey: key.xOnly })
      expect(taproot.length).toBe(66)
      expect(verify(key.taproot.address, message, b64(taproot))).toBe(true)
      const taprootAll = signSimple(key.secretKey, key.taproot.script, message, {
        tapInternalKey: key.xOnly,
        sighashType: SigHash.ALL,
      })
      expect(taprootAll.length).toBe(67)
      expect(verify(key.taproot.address, message, `smp${b64(taprootAll)}`)).toBe(true)
    }
  })

  it('refuses a changed message, another key’s signature and the other address of the same key', () => {
    const payment = b64(signSimple(alice.secretKey, alice.payment.script, message))
    const taproot = b64(
      signSimple(alice.secretKey, alice.taproot.script, message, { tapInternalKey: alice.xOnly }),
    )
    expect(verify(alice.payment.address, `${message} `, payment)).toBe(false)
    expect(verify(alice.taproot.address, `${message} `, taproot)).toBe(false)
    expect(verify(bob.payment.address, message, payment)).toBe(false)
    expect(verify(bob.taproot.address, message, taproot)).toBe(false)
    expect(verify(alice.taproot.address, message, payment)).toBe(false)
    expect(verify(alice.payment.address, message, taproot)).toBe(false)
  })

  it('refuses sighash types BIP-322 does not allow, and a high-S (malleated) ECDSA signature', () => {
    const anyone = signSimple(alice.secretKey, alice.payment.script, message, {
      sighashType: SigHash.ALL_ANYONECANPAY,
    })
    expect(verify(alice.payment.address, message, b64(anyone))).toBe(false)
    const none = signSimple(alice.secretKey, alice.taproot.script, message, {
      tapInternalKey: alice.xOnly,
      sighashType: SigHash.NONE,
    })
    expect(verify(alice.taproot.address, message, b64(none))).toBe(false)

    const [der = new Uint8Array(), publicKey = new Uint8Array()] = RawWitness.decode(
      signSimple(alice.secretKey, alice.payment.script, message),
    )
    const signature = secp256k1.Signature.fromDER(der.subarray(0, -1))
    const highS = new secp256k1.Signature(signature.r, secp256k1.CURVE.n - signature.s)
    const malleated = RawWitness.encode([Uint8Array.of(...highS.toDERRawBytes(), 0x01), publicKey])
    expect(verify(alice.payment.address, message, b64(malleated))).toBe(false)
  })

  it('holds the address to the network it is given', () => {
    const signature = b64(signSimple(aliceRegtest.secretKey, aliceRegtest.payment.script, message))
    expect(verify(aliceRegtest.payment.address, message, signature, { network: regtest })).toBe(true)
    expect(verify(aliceRegtest.payment.address, message, signature, { network: TEST_NETWORK })).toBe(false)
    expect(verify(vectorAddress, 'Hello World', helloWorld, { network: regtest })).toBe(false)
  })

  it('refuses garbage, other BIP-322 forms and addresses it cannot check', () => {
    const payment = b64(signSimple(alice.secretKey, alice.payment.script, message))
    for (const signature of [
      '',
      'smp',
      'not base64!',
      'AA==',
      b64(new Uint8Array(66)),
      `ful${payment}`,
      `pof${payment}`,
    ]) {
      expect(verify(alice.payment.address, message, signature)).toBe(false)
    }
    expect(verify(alice.payment.address, message, `${payment}AA`)).toBe(false)
    expect(verify('bc1qnotanaddress', message, payment)).toBe(false)
    expect(verify(alice.payment.address.slice(0, -1) + 'q', message, payment)).toBe(false)
    expect(verify(undefined as unknown as string, message, payment)).toBe(false)
    // P2WSH: a script needs the full form's execution, which this verifier does not do.
    const p2wsh = 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3'
    expect(verify(p2wsh, message, payment)).toBe(false)
  })
})

describe('verifyBitcoinMessageSignature: BIP-137 (compact ECDSA)', () => {
  const compressed = alice.publicKey
  const uncompressed = secp256k1.getPublicKey(alice.secretKey, false)
  const nested = addressOf(p2sh(p2wpkh(compressed)))

  it('accepts the signature of the address’s key for P2WPKH, P2SH-P2WPKH and P2PKH', () => {
    expect(verify(alice.payment.address, message, b64(signBip137(alice.secretKey, message, 39)))).toBe(true)
    expect(verify(nested, message, b64(signBip137(alice.secretKey, message, 35)))).toBe(true)
    expect(verify(addressOf(p2pkh(compressed)), message, b64(signBip137(alice.secretKey, message, 31)))).toBe(
      true,
    )
    expect(
      verify(addressOf(p2pkh(uncompressed)), message, b64(signBip137(alice.secretKey, message, 27))),
    ).toBe(true)
    // Many wallets write the P2PKH header for every address: the recovered key still proves it.
    expect(verify(alice.payment.address, message, b64(signBip137(alice.secretKey, message, 31)))).toBe(true)
  })

  it('refuses another message, another key, an uncompressed key for segwit and P2TR', () => {
    const signature = b64(signBip137(alice.secretKey, message, 39))
    expect(verify(alice.payment.address, `${message}.`, signature)).toBe(false)
    expect(verify(bob.payment.address, message, signature)).toBe(false)
    expect(verify(alice.payment.address, message, b64(signBip137(alice.secretKey, message, 27)))).toBe(false)
    expect(verify(addressOf(p2pkh(compressed)), message, b64(signBip137(alice.secretKey, message, 27)))).toBe(
      false,
    )
    expect(verify(alice.taproot.address, message, signature)).toBe(false)
    const badHeader = signBip137(alice.secretKey, message, 39)
    badHeader[0] = 43
    expect(verify(alice.payment.address, message, b64(badHeader))).toBe(false)
    // With the smp prefix a signature is simple: 65 bytes are then no BIP-137 signature.
    expect(verify(alice.payment.address, message, `smp${signature}`)).toBe(false)
  })
})
