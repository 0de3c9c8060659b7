import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { packageContentProblems } from './packageContentProblems'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

const manifest = {
  name: '@gatehouse/example',
  exports: {
    '.': { '@gatehouse/source': './src/index.ts', types: './dist/index.d.ts', default: './dist/index.js' },
    './package.json': './package.json',
  },
  types: './dist/index.d.ts',
  dependencies: { valtio: '^2.3.2', '@gatehouse/common': '^0.1.0' },
  peerDependencies: { react: '^19.0.0' },
}

/** An unpacked package: package.json plus the given files. */
function unpacked(files: Record<string, string>, packageJson: object = manifest): string {
  const dir = mkdtempSync(join(tmpdir(), 'gatehouse-package-'))
  dirs.push(dir)
  for (const [path, content] of Object.entries({ 'package.json': JSON.stringify(packageJson), ...files })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  return dir
}

const complete = {
  'src/index.ts': "export { view } from './view'\n",
  'dist/index.js': [
    "import { proxy } from 'valtio';",
    "import { jsx } from 'react/jsx-runtime';",
    "import { parseCaipAddress } from '@gatehouse/common';",
    "import { createRequire } from 'node:module';",
    "export { view } from './view.js';",
    "export * from './nested/index.js';",
    "const lazy = () => import('./lazy.js');",
    'import.meta.url;',
  ].join('\n'),
  'dist/view.js': "export const view = 'view'\n",
  'dist/lazy.js': 'export default 1\n',
  'dist/nested/index.js': 'export const nested = 1\n',
  'dist/index.d.ts': [
    '/**',
    ' * @example',
    " * import { WagmiAdapter } from '@gatehouse/adapter-wagmi'",
    ' */',
    "import type { ReactNode } from 'react';",
    "import { Chunk } from './chunk.js';",
    "export type Lazy = typeof import('./nested');",
    "// import { gone } from './gone.js'",
    'export declare const node: ReactNode;',
  ].join('\n'),
  'dist/chunk.d.ts': 'export type Chunk = string\n',
  'dist/nested/index.d.ts': 'export declare const nested: number\n',
}

describe('packageContentProblems', () => {
  it('accepts a package whose entry points, imports and dependencies are all there', () => {
    expect(packageContentProblems(unpacked(complete))).toEqual([])
  })

  it('names an entry point whose file is not in the package, under any condition', () => {
    const { 'src/index.ts': _source, 'dist/index.d.ts': _types, ...rest } = complete
    expect(packageContentProblems(unpacked(rest))).toEqual([
      'exports["."]["@gatehouse/source"] points at ./src/index.ts, which is not in the package',
      'exports["."]["types"] points at ./dist/index.d.ts, which is not in the package',
      'types points at ./dist/index.d.ts, which is not in the package',
    ])
  })

  it('names a module that a shipped file imports but the package lacks', () => {
    const { 'dist/lazy.js': _lazy, 'dist/nested/index.js': _nested, ...rest } = complete
    expect(packageContentProblems(unpacked(rest))).toEqual([
      'dist/index.js imports ./nested/index.js, which is not in the package',
      'dist/index.js imports ./lazy.js, which is not in the package',
    ])
  })

  it('names a declaration file that a shipped declaration imports but the package lacks', () => {
    const { 'dist/chunk.d.ts': _chunk, 'dist/nested/index.d.ts': _nested, ...rest } = complete
    expect(packageContentProblems(unpacked(rest))).toEqual([
      'dist/index.d.ts imports ./chunk.js, which is not in the package',
      'dist/index.d.ts imports ./nested, which is not in the package',
    ])
  })

  it('resolves a declaration beside the sources as TypeScript does, to a .ts file of the same name', () => {
    const generated = {
      ...complete,
      'src/i18n/compiled/en.d.ts': "import type { Messages } from './types'\n",
      'src/i18n/compiled/types.ts': 'export interface Messages {}\n',
    }
    expect(packageContentProblems(unpacked(generated))).toEqual([])
    const { 'src/i18n/compiled/types.ts': _types, ...missing } = generated
    expect(packageContentProblems(unpacked(missing))).toEqual([
      'src/i18n/compiled/en.d.ts imports ./types, which is not in the package',
    ])
  })

  it('names a package that shipped code imports without declaring it', () => {
    const { valtio: _valtio, ...dependencies } = manifest.dependencies
    expect(packageContentProblems(unpacked(complete, { ...manifest, dependencies }))).toEqual([
      'dist/index.js imports valtio, which package.json does not declare',
    ])
  })

  it('matches a pattern entry point against the shipped files', () => {
    const patterns = { ...manifest, exports: { './icons/*': './dist/icons/*.js' }, types: undefined }
    expect(packageContentProblems(unpacked(complete, patterns))).toEqual([
      'exports["./icons/*"] points at ./dist/icons/*.js, which is not in the package',
    ])
    expect(
      packageContentProblems(unpacked({ ...complete, 'dist/icons/close.js': 'export {}' }, patterns)),
    ).toEqual([])
  })
})
