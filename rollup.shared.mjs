// Shared rollup setup for every publishable library: ESM JavaScript with one file per module (so a
// host's bundler can tree-shake and split) and bundled `.d.ts` per entry.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import esbuild from 'rollup-plugin-esbuild'
import { dts } from 'rollup-plugin-dts'

/** `import css from './x.css?inline'` becomes a string export, as Vite does in apps and tests. */
function inlineCss() {
  return {
    name: 'gatehouse-inline-css',
    resolveId(source, importer) {
      if (!source.endsWith('.css?inline') || !importer) return null
      return '\0inline-css:' + resolve(importer, '..', source.slice(0, -'?inline'.length))
    },
    load(id) {
      if (!id.startsWith('\0inline-css:')) return null
      const css = readFileSync(id.slice('\0inline-css:'.length), 'utf8')
      return `export default ${JSON.stringify(
        css
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\s+/g, ' ')
          .trim(),
      )}`
    },
  }
}

/**
 * @param {string} projectDir the library folder (import.meta.dirname of its rollup.config.mjs)
 * @param {string[]} entries entry names under src/, for example ['index', 'react']
 */
export function libraryConfig(projectDir, entries) {
  const pkg = JSON.parse(readFileSync(resolve(projectDir, 'package.json'), 'utf8'))
  const externals = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]
  const external = (id) => externals.some((name) => id === name || id.startsWith(name + '/'))
  const input = Object.fromEntries(entries.map((entry) => [entry, resolve(projectDir, 'src', entry + '.ts')]))
  return [
    {
      input,
      external,
      plugins: [
        inlineCss(),
        esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: resolve(projectDir, 'tsconfig.json') }),
      ],
      output: {
        dir: resolve(projectDir, 'dist'),
        format: 'es',
        preserveModules: true,
        preserveModulesRoot: 'src',
        sourcemap: true,
      },
    },
    {
      input,
      external: (id) => external(id) || id.endsWith('.css?inline'),
      plugins: [dts({ tsconfig: resolve(projectDir, 'tsconfig.json') })],
      output: { dir: resolve(projectDir, 'dist'), format: 'es' },
    },
  ]
}
