import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** The repository's root folder. */
export const workspaceRoot = resolve(import.meta.dirname, '../../..')

/** A library that is published to npm on its own. */
export interface PublishableLibrary {
  name: string
  version: string
  /** Its folder, absolute. */
  dir: string
}

/**
 * Every folder `libs/<name>` with a package.json that is not `"private": true`, sorted by package
 * name. Found by listing the folder, so a library added later is packed and checked without edits.
 */
export function publishableLibraries(root: string = workspaceRoot): PublishableLibrary[] {
  const libs = join(root, 'libs')
  return readdirSync(libs, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(libs, entry.name, 'package.json')))
    .map((entry) => {
      const dir = join(libs, entry.name)
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name: string
        version: string
        private?: boolean
      }
      return { name: manifest.name, version: manifest.version, dir, private: manifest.private === true }
    })
    .filter((library) => !library.private)
    .map(({ name, version, dir }) => ({ name, version, dir }))
    .sort((a, b) => a.name.localeCompare(b.name))
}
