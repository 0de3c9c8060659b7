/** A stable hue (0–359) for a string, so the same name always gets the same colour. */
export function hueFromString(value: string): number {
  let hash = 0
  for (const character of value) hash = (hash * 31 + character.charCodeAt(0)) >>> 0
  return hash % 360
}
