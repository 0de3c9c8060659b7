import { parse, type Token } from '@messageformat/parser'

/** The TypeScript type of a message argument, by how the message uses it. */
export type ArgumentKind = 'number' | 'string' | 'text'

/**
 * The arguments an ICU message takes, with how it uses each: counted by a plural (a number), chosen
 * by a select (a string), or written as it is (text: a string or a number).
 */
export function messageArguments(message: string): Map<string, ArgumentKind> {
  const found = new Map<string, ArgumentKind>()
  const visit = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') {
        if (!found.has(token.arg)) found.set(token.arg, 'text')
      } else if (token.type === 'function') {
        found.set(token.arg, token.key === 'number' ? 'number' : 'text')
      } else if (token.type === 'plural' || token.type === 'selectordinal') {
        found.set(token.arg, 'number')
        for (const item of token.cases) visit(item.tokens)
      } else if (token.type === 'select') {
        found.set(token.arg, 'string')
        for (const item of token.cases) visit(item.tokens)
      }
    }
  }
  visit(parse(message))
  return found
}

/** The plural (and selectordinal) cases a message uses, by argument: `{ count: ['one', 'other'] }`. */
export function pluralCases(message: string): { arg: string; keys: string[] }[] {
  const found: { arg: string; keys: string[] }[] = []
  const visit = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'plural' || token.type === 'selectordinal') {
        found.push({ arg: token.arg, keys: token.cases.map((item) => item.key) })
      }
      if (token.type === 'plural' || token.type === 'selectordinal' || token.type === 'select') {
        for (const item of token.cases) visit(item.tokens)
      }
    }
  }
  visit(parse(message))
  return found
}

/** Unicode's first-strong isolate and pop directional isolate. */
const isolate = { open: '\u2068', close: '\u2069' }

/**
 * The message with each argument written as it is (`{email}`, `{amount, number}`) between Unicode
 * directional isolates, for a right-to-left language: an e-mail, an address or a name in Latin letters
 * then keeps its own direction inside the Arabic sentence, instead of being split and reordered by
 * the text around it. Plural and select arguments are left alone (their cases are text of the
 * language), the arguments inside their cases isolated too.
 */
export function isolateArguments(message: string): string {
  const spans: { offset: number; length: number }[] = []
  const visit = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if ((token.type === 'argument' || token.type === 'function') && token.ctx)
        spans.push({ offset: token.ctx.offset, length: token.ctx.text.length })
      if (token.type === 'plural' || token.type === 'selectordinal' || token.type === 'select')
        for (const item of token.cases) visit(item.tokens)
    }
  }
  visit(parse(message))
  let result = message
  for (const span of spans.sort((a, b) => b.offset - a.offset)) {
    const end = span.offset + span.length
    result =
      result.slice(0, span.offset) +
      isolate.open +
      result.slice(span.offset, end) +
      isolate.close +
      result.slice(end)
  }
  return result
}
