import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const source = dirname(new URL(import.meta.url).pathname)

/** What a module imports statically (dynamic `import()` and type-only imports are not followed). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const found: string[] = []
  for (const match of text.matchAll(/^import\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm)) {
    if (!match[1]) found.push(match[2] ?? '')
  }
  for (const match of text.matchAll(/^export\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm)) {
    if (!match[1]) found.push(match[2] ?? '')
  }
  return found
}

/** Every module and package a module pulls in statically, transitively. */
function closure(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), `${specifier}.ts`))
      else packages.add(specifier)
    }
  }
  visit(join(source, entry))
  return { files, packages }
}

describe('what each chunk pulls in: heavy code only behind dynamic imports', () => {
  it('the class in the page’s first bundle holds neither discovery nor the runtime', () => {
    const { files, packages } = closure('index.ts')
    expect([...packages].sort()).toEqual(['@gatehouse/common'])
    const names = [...files].map((file) => file.slice(source.length + 1))
    expect(
      names.filter((name) =>
        /discovery|runtime|transfer\/(build|finalize|payment|send)|walletConnectConnector\.ts/.test(name),
      ),
    ).toEqual([])
  })

  it('the discovery chunk leaves @scure/btc-signer to the runtime', () => {
    const { packages } = closure('discovery/watchBitcoinConnectors.ts')
    expect(packages.has('@scure/btc-signer')).toBe(false)
    expect(packages).toContain('@wallet-standard/app')
  })

  it('the runtime chunk is where btc-signer loads', () => {
    expect(closure('runtime/createBitcoinRuntime.ts').packages).toContain('@scure/btc-signer')
  })
})
