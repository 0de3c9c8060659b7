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
