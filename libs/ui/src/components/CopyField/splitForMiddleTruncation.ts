/**
 * Splits a value into a head, which the field may cut with an ellipsis, and a tail of `tailLength`
 * characters that always shows: together they read as "wc:7f6e…expiry=1735". The text stays whole,
 * so selecting or searching it finds the real value. Short values have no tail.
 */
export function splitForMiddleTruncation(value: string, tailLength: number): { head: string; tail: string } {
  // Code points, not UTF-16 units, so an emoji or accented letter is never cut in half.
  const characters = Array.from(value)
  if (tailLength <= 0 || characters.length <= tailLength * 2) return { head: value, tail: '' }
  return {
    head: characters.slice(0, -tailLength).join(''),
    tail: characters.slice(-tailLength).join(''),
  }
}
