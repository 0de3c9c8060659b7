import { colourFromName, parseHexColour, textColourOn, toHex } from './monogramColours'

/** What a monogram shows. */
export interface Monogram {
  /** One to four characters. */
  text: string
  /** Accessible name (the wallet, network or currency). */
  label: string
  /** Background colour; derived from the label when absent or unreadable. */
  colour?: string | null
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.codePointAt(0)};`)
}

/**
 * A square SVG with the text on the background colour, in a colour with enough contrast. The text
 * shrinks with its length so four letters still fit.
 */
export function monogramSvg({ text, label, colour }: Monogram): string {
  const background = parseHexColour(colour) ?? colourFromName(label)
  const fontSize = [0, 46, 40, 30, 24][Math.min([...text].length, 4)] ?? 24
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(label)}">`,
    `<title>${escapeXml(label)}</title>`,
    `<rect width="96" height="96" fill="${toHex(background)}"/>`,
    `<text x="48" y="50" fill="${toHex(textColourOn(background))}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="${fontSize}" font-weight="600" text-anchor="middle" dominant-baseline="central">${escapeXml(text)}</text>`,
    '</svg>',
  ].join('')
}
