/** esplora's `scriptpubkey_type` for an output script (hex), read from the standard templates. */
export function scriptPubKeyType(script: string): string {
  if (/^76a914[0-9a-f]{40}88ac$/.test(script)) return 'p2pkh'
  if (/^a914[0-9a-f]{40}87$/.test(script)) return 'p2sh'
  if (/^0014[0-9a-f]{40}$/.test(script)) return 'v0_p2wpkh'
  if (/^0020[0-9a-f]{64}$/.test(script)) return 'v0_p2wsh'
  if (/^5120[0-9a-f]{64}$/.test(script)) return 'v1_p2tr'
  if (script.startsWith('6a')) return 'op_return'
  return 'unknown'
}
