import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { build } from 'vitepress'
import { generateApi } from './generateApi'

/**
 * `npm run docs:build`: generates the API reference from the TSDoc, then builds the site with
 * VitePress, whose dead-link check fails the build on a link to a page that does not exist. Prints
 * the time of each part. Part of `npm test`.
 */
const docsRoot = resolve(import.meta.dirname, '..')
const started = performance.now()
try {
  const apiSeconds = await generateApi()
  if (!existsSync(resolve(docsRoot, 'reference', 'index.md'))) {
    throw new Error('docs/reference/index.md is missing: the home page and the sidebar link to it')
  }
  const siteStarted = performance.now()
  await build(docsRoot)
  const siteSeconds = (performance.now() - siteStarted) / 1000
  console.log(
    `docs: built docs/.vitepress/dist in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
      `(API reference ${apiSeconds.toFixed(1)} s, VitePress build and link check ${siteSeconds.toFixed(1)} s)`,
  )
} catch (error) {
  console.error(`docs: ${(error as Error).message}`)
  process.exit(1)
}
