import { ESLint } from 'eslint'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { workspaceRoot } from './catalogueSources'

/**
 * The lint rule of docs/architecture/trust-and-languages.md#languages (i18next/no-literal-string in eslint.config.mjs): a hard-coded
 * visible string in a view, a feature or a UI component fails `npm run lint`.
 */
const eslint = new ESLint({ cwd: workspaceRoot })

async function literalProblems(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: join(workspaceRoot, file) })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'i18next/no-literal-string')
    .map((message) => message.line)
}

const planted = `export function Planted(props: { count: number; label: string }) {
  return (
    <section aria-label="Planted region">
      Planted text
      <img alt="Planted picture" src="x.png" />
      <input placeholder={\`\${props.count} wallets\`} title={props.label} />
      {props.count > 1 ? 'many' : props.label}
    </section>
  )
}
`
const translated = `export function Planted(props: { label: string; text: string }) {
  return (
    <section aria-label={props.label} className="gh-view" data-state="ready">
      {props.text}
    </section>
  )
}
`

describe('a hard-coded visible string', () => {
  it.each([
    'libs/appkit/src/views/connect/Planted.tsx',
    'libs/feature-send/src/Planted.tsx',
    'libs/ui/src/components/Button/Planted.tsx',
  ])('fails lint in %s: JSX text, aria-label, alt, placeholder and text in expressions', async (file) => {
    // The text node starts right after <section ...> on line 3.
    expect(await literalProblems(planted, file)).toEqual([3, 3, 5, 6, 7])
  })

  it('passes through a catalogue, and class names and data attributes are no words', async () => {
    expect(await literalProblems(translated, 'libs/appkit/src/views/connect/Planted.tsx')).toEqual([])
  })

  it('may be written in stories and tests', async () => {
    expect(await literalProblems(planted, 'libs/ui/src/components/Button/Planted.stories.tsx')).toEqual([])
  })
})
