/** An sRGB colour, 0–255 per channel. */
export type Rgb = readonly [number, number, number]

/** Reads `#rgb` or `#rrggbb`; anything else (null, names, rgb()) gives undefined. */
export function parseHexColour(value: string | null | undefined): Rgb | undefined {
  const hex = value?.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1]
  if (!hex) return undefined
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as unknown as Rgb
}

/** `#rrggbb` of a colour. */
export function toHex(colour: Rgb): string {
  return `#${colour.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`
}

/**
 * A colour picked from the name itself, so the same name always gets the same colour and different
 * names mostly differ: the hue comes from a hash, saturation and lightness are fixed mid-range.
 */
export function colourFromName(name: string): Rgb {
  let hash = 2166136261
  for (const char of name) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619) >>> 0
  return hslToRgb(hash % 360, 0.55, 0.45)
}

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const amplitude = saturation * Math.min(lightness, 1 - lightness)
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    return 255 * (lightness - amplitude * Math.max(-1, Math.min(k - 3, 9 - k, 1)))
  }
  return [channel(0), channel(8), channel(4)]
}

/** WCAG 2 relative luminance. */
export function relativeLuminance(colour: Rgb): number {
  const [r, g, b] = colour.map((channel) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as unknown as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

const white: Rgb = [255, 255, 255]
// Pure black: with white, it keeps at least 4.5:1 (WCAG AA) on any background.
const ink: Rgb = [0, 0, 0]

/** White or black, whichever reads better on the background. */
export function textColourOn(background: Rgb): Rgb {
  return contrastRatio(white, background) >= contrastRatio(ink, background) ? white : ink
}
