import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join, posix, relative, sep } from 'node:path'

interface Manifest {
  name: string
  exports?: unknown
  main?: string
  module?: string
  types?: string
  typings?: string
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
}

/** JavaScript and declaration files: what a host's bundler and TypeScript load from the package. */
const loadedFile = /\.(?:m?js|d\.m?ts)$/
const staticImport = /\b(?:import|export)\s+(?:[^'"`;]*?\s+from\s+)?['"]([^'"\s]+)['"]/g
const dynamicImport = /\bimport\(\s*['"]([^'"\s]+)['"]\s*\)/g

/**
 * What a package, unpacked from its tarball into `packageDir`, would break in a host: an entry
 * point (`exports` under any condition, `main`, `module`, `types`) whose file is not in it, a
 * relative import in a shipped module or declaration file whose target is not in it, and a package
 * imported there that package.json does not declare. publint and arethetypeswrong check entry points
 * only; a module one import deeper that `files` leaves out is found here.
 */
export function packageContentProblems(packageDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as Manifest
  const files = new Set(listFiles(packageDir))
  const modules = [...files].filter((file) => loadedFile.test(file)).sort()
  return [
    ...entryProblems(manifest, files),
    ...modules.flatMap((file) =>
      importProblems(file, readFileSync(join(packageDir, file), 'utf8'), manifest, files),
    ),
  ]
}

function listFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
}

function entryProblems(manifest: Manifest, files: Set<string>): string[] {
  const targets: [field: string, target: string][] = []
  const collect = (value: unknown, field: string) => {
    if (typeof value === 'string') targets.push([field, value])
    else if (Array.isArray(value)) value.forEach((item, index) => collect(item, `${field}[${index}]`))
    else if (value && typeof value === 'object')
      Object.entries(value).forEach(([key, item]) => collect(item, `${field}["${key}"]`))
  }
  collect(manifest.exports, 'exports')
  for (const field of ['main', 'module', 'types', 'typings'] as const) collect(manifest[field], field)
  return targets
    .filter(([, target]) => !matchesAFile(posix.normalize(target), files))
    .map(([field, target]) => `${field} points at ${target}, which is not in the package`)
}

function matchesAFile(path: string, files: Set<string>): boolean {
  if (!path.includes('*')) return files.has(path)
  const pattern = new RegExp(`^${path.split('*').map(escapeRegExp).join('.+')}$`)
  return [...files].some((file) => pattern.test(file))
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
}

function importProblems(file: string, source: string, manifest: Manifest, files: Set<string>): string[] {
  // Comments go first: TSDoc examples show imports of other packages that the code never makes.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  const specifiers = new Set(
    [...code.matchAll(staticImport), ...code.matchAll(dynamicImport)].map((match) => match[1] as string),
  )
  const declared = new Set(
    [manifest.dependencies, manifest.peerDependencies, manifest.optionalDependencies].flatMap((group) =>
      Object.keys(group ?? {}),
    ),
  )
  const problems: string[] = []
  for (const specifier of specifiers) {
    if (specifier.startsWith('./') || specifier.startsWith('../')) {
      const target = posix.join(posix.dirname(file), specifier)
      if (!candidatesOf(file, target).some((candidate) => files.has(candidate))) {
        problems.push(`${file} imports ${specifier}, which is not in the package`)
      }
      continue
    }
    const name = packageNameOf(specifier)
    if (name === undefined || name === manifest.name || declared.has(name)) continue
    problems.push(`${file} imports ${name}, which package.json does not declare`)
  }
  return problems
}

/**
 * Files a specifier may name: exactly itself from JavaScript; from a declaration, what TypeScript tries
 * (the sources shipped for the workspace condition hold `.ts` files beside generated `.d.ts` ones).
 */
function candidatesOf(file: string, target: string): string[] {
  if (!/\.d\.m?ts$/.test(file)) return [target]
  return [
    target,
    target.replace(/\.(m?)js$/, '.d.$1ts'),
    `${target}.ts`,
    `${target}.tsx`,
    `${target}.d.ts`,
    `${target}/index.d.ts`,
  ]
}

/** The package a bare specifier names, or undefined for Node's own modules and URLs. */
function packageNameOf(specifier: string): string | undefined {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0] as string)) {
    return undefined
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(specifier) || specifier.startsWith('/')) return undefined
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}
