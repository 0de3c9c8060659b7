import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { PublishableLibrary } from './publishableLibraries'
import { workspaceRoot } from './publishableLibraries'
import { runCommand } from './runCommand'

/** A library packed by `npm pack`, as it would be published. */
export interface PackedLibrary extends PublishableLibrary {
  /** The tarball, absolute. */
  tarball: string
  /** Paths inside the package, as npm lists them. */
  files: string[]
}

/** Builds the libraries with their rollup `build` targets (Nx reuses a build whose inputs did not change). */
export async function buildLibraries(libraries: readonly PublishableLibrary[]): Promise<void> {
  const projects = libraries.map((library) => library.name).join(',')
  await runCommand(
    'npx',
    ['nx', 'run-many', '-t', 'build', `--projects=${projects}`, '--output-style=static'],
    {
      cwd: workspaceRoot,
    },
  )
}

interface NpmPackResult {
  name: string
  version: string
  filename: string
  files: { path: string }[]
}

/**
 * Packs every library into `destination` with one `npm pack` over the workspaces, the same packing
 * `npm publish` does, lifecycle scripts included.
 */
export async function packLibraries(
  libraries: readonly PublishableLibrary[],
  destination: string,
): Promise<PackedLibrary[]> {
  mkdirSync(destination, { recursive: true })
  const workspaces = libraries.flatMap((library) => ['--workspace', library.dir])
  const stdout = await runCommand(
    'npm',
    ['pack', '--json', '--pack-destination', destination, ...workspaces],
    {
      cwd: workspaceRoot,
    },
  )
  const results = JSON.parse(stdout) as NpmPackResult[]
  return libraries.map((library) => {
    const result = results.find((candidate) => candidate.name === library.name)
    if (!result) throw new Error(`npm pack made no tarball of ${library.name}`)
    return {
      ...library,
      tarball: join(destination, result.filename),
      files: result.files.map((file) => file.path),
    }
  })
}
