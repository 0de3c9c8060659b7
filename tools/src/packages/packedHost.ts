import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { PackedLibrary } from './packLibraries'
import { workspaceRoot } from './publishableLibraries'
import { runCommand } from './runCommand'

/** The host's source: a workspace example, linted and type-checked there, never built there. */
export const packedHostTemplate = join(workspaceRoot, 'examples/packed-host')

/** What a Vite + TypeScript host installs to build, besides what its code imports. */
const buildTools = ['@types/react', '@types/react-dom', 'typescript', 'vite']

/**
 * The host's compiler settings, as a host would write them. `skipLibCheck` is off so that the
 * shipped declaration files are type-checked too, against the packages they import.
 */
const hostTsconfig = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    isolatedModules: true,
    skipLibCheck: false,
    types: [],
  },
  include: ['src'],
}

interface TemplateManifest {
  dependencies: Record<string, string>
}

/**
 * The host's package.json: the template's dependencies, each Gatehouse library from its tarball
 * and each other package at the version the workspace has installed (so npm's cache serves it), the
 * build tools likewise, and overrides that make every Gatehouse library a dependency pulls in come
 * from its tarball too, never from the registry.
 */
export function packedHostManifest(
  template: TemplateManifest,
  packed: readonly PackedLibrary[],
  hostDir: string,
  installedVersion: (name: string) => string,
) {
  const tarballSpec = (library: PackedLibrary) =>
    `file:${relative(hostDir, library.tarball).split(sep).join('/')}`
  const dependencies = Object.fromEntries(
    Object.keys(template.dependencies).map((name) => {
      if (!name.startsWith('@gatehouse/')) return [name, installedVersion(name)]
      const library = packed.find((candidate) => candidate.name === name)
      if (!library) throw new Error(`The packed host depends on ${name}, which is not a publishable library`)
      return [name, tarballSpec(library)]
    }),
  )
  return {
    name: 'gatehouse-packed-host',
    private: true,
    type: 'module',
    scripts: { build: 'tsc && vite build' },
    dependencies,
    devDependencies: Object.fromEntries(buildTools.map((name) => [name, installedVersion(name)])),
    // npm accepts an override of a direct dependency only as a reference to that dependency.
    overrides: Object.fromEntries(
      packed.map((library) => [
        library.name,
        library.name in dependencies ? `$${library.name}` : tarballSpec(library),
      ]),
    ),
  }
}

/** The version of a package installed in the workspace's node_modules. */
export function workspaceVersion(name: string): string {
  const manifest = JSON.parse(
    readFileSync(join(workspaceRoot, 'node_modules', name, 'package.json'), 'utf8'),
  ) as {
    version: string
  }
  return manifest.version
}

/** AppKit's React + wagmi quick start with only the import specifiers changed (built with wagmi 2 and 3). */
export const appKitCompatTemplate = join(workspaceRoot, 'examples/appkit-compat')

/**
 * Writes the host project into `hostDir` (outside the workspace, so no workspace link can leak in),
 * from `template` (a workspace example), with `versions` in place of the workspace's for some packages
 * (`{ wagmi: '^2.19.5' }` builds the AppKit host on wagmi 2). `checkLibraries: false` is the
 * `skipLibCheck` of Vite's React template, which AppKit hosts start from.
 */
export function createPackedHost(
  hostDir: string,
  packed: readonly PackedLibrary[],
  {
    template: templateDir = packedHostTemplate,
    versions = {} as Record<string, string>,
    checkLibraries = true,
  } = {},
): void {
  mkdirSync(hostDir, { recursive: true })
  cpSync(join(templateDir, 'index.html'), join(hostDir, 'index.html'))
  cpSync(join(templateDir, 'src'), join(hostDir, 'src'), { recursive: true })
  const template = JSON.parse(readFileSync(join(templateDir, 'package.json'), 'utf8')) as TemplateManifest
  // A version for a package the template does not list adds it (as `npm install name@version` would).
  const dependencies = {
    ...Object.fromEntries(Object.keys(versions).map((name) => [name, ''])),
    ...template.dependencies,
  }
  const manifest = packedHostManifest(
    { dependencies },
    packed,
    hostDir,
    (name) => versions[name] ?? workspaceVersion(name),
  )
  writeFileSync(join(hostDir, 'package.json'), JSON.stringify(manifest, null, 2) + '\n')
  const tsconfig = checkLibraries
    ? hostTsconfig
    : { ...hostTsconfig, compilerOptions: { ...hostTsconfig.compilerOptions, skipLibCheck: true } }
  writeFileSync(join(hostDir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2) + '\n')
}

/** Installs the host with npm: the tarballs from disk, everything else from the registry or npm's cache. */
export async function installPackedHost(hostDir: string): Promise<void> {
  await runCommand('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: hostDir })
}

/**
 * Gatehouse packages in the host's lockfile that npm took from anywhere but a local tarball: a
 * registry copy would hide what the tarballs lack.
 */
export function gatehousePackagesNotFromTarballs(hostDir: string): string[] {
  const lock = JSON.parse(readFileSync(join(hostDir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { resolved?: string }>
  }
  return Object.entries(lock.packages)
    .filter(
      ([path, entry]) =>
        /(^|\/)node_modules\/@gatehouse\//.test(path) && !entry.resolved?.startsWith('file:'),
    )
    .map(([path]) => path)
}

/** The versions of a package the host's lockfile installs, one per copy (two copies: two wagmis). */
export function installedCopies(hostDir: string, name: string): string[] {
  const lock = JSON.parse(readFileSync(join(hostDir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>
  }
  return Object.entries(lock.packages)
    .filter(([path]) => path === `node_modules/${name}` || path.endsWith(`/node_modules/${name}`))
    .map(([, entry]) => entry.version ?? '?')
}

/** Builds the host as its package.json says: TypeScript, then Vite into dist/. */
export async function buildPackedHost(hostDir: string): Promise<string> {
  await runCommand('npm', ['run', 'build'], { cwd: hostDir })
  return join(hostDir, 'dist')
}
