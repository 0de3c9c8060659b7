import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { catalogueSources, workspaceRoot } from './catalogueSources'
import { renderCatalogue } from './renderCatalogue'

/**
 * `npm run i18n`: compiles every library's `src/i18n/messages/*.json` into `src/i18n/compiled/`.
 * Run it after changing a message; a test fails while the compiled files are out of step.
 */
for (const source of catalogueSources()) {
  const files = await renderCatalogue(source)
  const dir = join(source.dir, 'compiled')
  rmSync(dir, { recursive: true, force: true })
  for (const [path, text] of files) {
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, text)
  }
  console.log(`${relative(workspaceRoot, dir)}: ${readdirSync(dir).length} files`)
}
