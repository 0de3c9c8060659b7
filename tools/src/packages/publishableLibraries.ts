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
    .map((entry) => join(libs, entry.name))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .flatMap((dir) => {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as LibraryManifest
      return manifest.private === true ? [] : [{ name: manifest.name, version: manifest.version, dir }]
    })
    .sort((a, b) => a.name.localeCompare(b.name))
}

interface LibraryManifest {
  name: string
  version: string
  private?: boolean
}
