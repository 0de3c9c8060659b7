/**
 * Checks a Bitcoin message signature (BIP-322 simple, or a BIP-137 ECDSA one) with bip322-js, an
 * implementation independent of the signing code under test (bitcoinjs-lib and elliptic, not
 * @scure/btc-signer). Loaded on first use: most tests never need it.
 */
export async function verifyBip322Signature(
  address: string,
  message: string,
  signature: string,
): Promise<boolean> {
  const { Verifier } = await import('bip322-js')
  try {
    return Verifier.verifySignature(address, message, signature)
  } catch {
    // bip322-js throws on a signature it cannot even parse: that is not a valid one either.
    return false
  }
}
