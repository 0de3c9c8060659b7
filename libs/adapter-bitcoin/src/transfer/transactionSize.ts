/**
 * Transaction sizes in weight units (BIP-141: non-witness bytes count 4, witness bytes 1), from
 * which the fee follows: vsize = ceil(weight / 4), fee = ceil(vsize × rate). Signatures are counted
 * at their largest (a 72-byte DER signature, a 65-byte Schnorr one with a sighash byte), so the
 * rate paid is never below the rate asked.
 */

/** The input kinds the adapter spends from a payment address. */
export type SpendKind = 'wpkh' | 'sh-wpkh' | 'tr' | 'pkh'

// Outpoint 36 + sequence 4 + the script's length byte = 41 bytes before the script.
const inputBase = 41

/** The weight of one input of each kind, signed. */
export const inputWeight: Readonly<Record<SpendKind, number>> = {
  // Empty scriptSig; witness: count 1 + (1 + 72) signature + (1 + 33) key = 108.
  wpkh: inputBase * 4 + 108,
  // scriptSig pushes the 22-byte P2WPKH redeem script (23 bytes); the same witness.
  'sh-wpkh': (inputBase + 23) * 4 + 108,
  // Key-path spend: witness count 1 + (1 + 65) signature = 67.
  tr: inputBase * 4 + 67,
  // scriptSig (1 + 72) signature + (1 + 33) key = 107; an empty witness (1) beside segwit inputs.
  pkh: (inputBase + 107) * 4 + 1,
}

/** The bytes a CompactSize (varint) count takes. */
export function compactSizeLength(count: number): number {
  if (count < 0xfd) return 1
  if (count <= 0xffff) return 3
  if (count <= 0xffffffff) return 5
  return 9
}

/** The weight of an output paying to a script of `scriptLength` bytes. */
export function outputWeight(scriptLength: number): number {
  return (8 + compactSizeLength(scriptLength) + scriptLength) * 4
}

/**
 * The weight of a transaction: version and locktime (8 bytes), the segwit marker and flag (2 weight
 * units), the input and output counts, the inputs and the outputs.
 */
export function transactionWeight(
  inputs: readonly SpendKind[],
  outputScriptLengths: readonly number[],
): number {
  const counts = compactSizeLength(inputs.length) + compactSizeLength(outputScriptLengths.length)
  return (
    (8 + counts) * 4 +
    2 +
    inputs.reduce((sum, kind) => sum + inputWeight[kind], 0) +
    outputScriptLengths.reduce((sum, length) => sum + outputWeight(length), 0)
  )
}

/** The virtual size (vbytes) of a weight. */
export const vsizeOf = (weight: number) => Math.ceil(weight / 4)

/** The fee in satoshis of `weight` at `feeRate` sat/vB, rounded up. */
export function feeOf(weight: number, feeRate: number): bigint {
  return BigInt(Math.ceil(vsizeOf(weight) * feeRate))
}

/**
 * Bitcoin Core's dust threshold of an output (GetDustThreshold at the default 3 sat/vB dust relay
 * fee): a witness program is spent with 67 vbytes, anything else with 148. 546 for P2PKH, 294 for
 * P2WPKH, 330 for P2TR.
 */
export function dustThreshold(script: Uint8Array): bigint {
  const [version, pushed] = script
  const witnessProgram =
    script.length >= 4 &&
    script.length <= 42 &&
    (version === 0 || (version !== undefined && version >= 0x51 && version <= 0x60)) &&
    pushed === script.length - 2
  const size = 8 + compactSizeLength(script.length) + script.length + (witnessProgram ? 67 : 148)
  return BigInt(size * 3)
}
