/** Reads a Bitcoin CompactSize integer at `offset` of `bytes`; answers it and the offset after it. */
function readCompactSize(bytes: Uint8Array, offset: number): [number, number] {
  const first = bytes[offset]
  if (first === undefined) throw new Error('witness: unexpected end')
  if (first < 0xfd) return [first, offset + 1]
  const width = first === 0xfd ? 2 : first === 0xfe ? 4 : 8
  let value = 0
  for (let index = width - 1; index >= 0; index--) value = value * 256 + (bytes[offset + 1 + index] ?? 0)
  return [value, offset + 1 + width]
}

/** The items (hex) of one input's serialized witness (bcoin's `witness` JSON: count, then items). */
export function witnessItems(serialized: string): string[] {
  const bytes = Buffer.from(serialized, 'hex')
  let [count, offset] = readCompactSize(bytes, 0)
  const items: string[] = []
  while (count-- > 0) {
    const [length, start] = readCompactSize(bytes, offset)
    if (start + length > bytes.length) throw new Error('witness: item runs past the end')
    items.push(bytes.subarray(start, start + length).toString('hex'))
    offset = start + length
  }
  return items
}
