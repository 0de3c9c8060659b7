/** Two colours derived from an address, for the generated avatar gradient. */
export function avatarColors(address: string): [string, string] {
  const hex = address
    .replace(/^0x/i, '')
    .toLowerCase()
    .replace(/[^0-9a-f]/g, '')
  const source =
    hex.length >= 12
      ? hex
      : Array.from(address, (c) => c.charCodeAt(0).toString(16))
          .join('')
          .padEnd(12, '0')
  const hue = (start: number) => Math.round((parseInt(source.slice(start, start + 3), 16) / 0xfff) * 359)
  return [`hsl(${hue(0)} 70% 60%)`, `hsl(${hue(6)} 75% 45%)`]
}
