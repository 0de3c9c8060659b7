/**
 * The letters a wallet or network monogram shows: the first letters of the first two words
 * ("Trust Wallet" → "TW"), or of the capitals of one camel-cased word ("MetaMask" → "MM"), or the
 * first letter. Punctuation is ignored ("D'CENT Wallet" → "DW").
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s_./|()+-]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
  const [first, second] = words
  if (!first) return '?'
  if (second) return (firstChar(first) + firstChar(second)).toUpperCase()
  const capitals = first.match(/\p{Lu}/gu) ?? []
  if (capitals.length >= 2 && first.startsWith(capitals[0] ?? '')) return capitals.slice(0, 2).join('')
  return firstChar(first).toUpperCase()
}

/** A currency or token code as its monogram shows it: up to four letters or digits, upper case. */
export function symbolText(code: string): string {
  const letters = [...code.replace(/[^\p{L}\p{N}]/gu, '')].slice(0, 4).join('')
  return letters ? letters.toUpperCase() : '?'
}

function firstChar(word: string): string {
  return [...word][0] ?? ''
}
