// Runs after `npm install` (root postinstall). This workplace's npm registry lacks the builds of a few
// packages for other platforms (darwin and windows anvil, most rollup and unrs-resolver binaries).
// npm then writes a lockfile without them, and `npm ci` rejects that lockfile as out of sync. This
// adds the missing optional platform packages back as entries with their os/cpu/libc, which npm skips
// on a machine they do not match and fetches (from a registry that has them) on one they do.
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

const oses = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openbsd',
  'netbsd',
  'openharmony',
  'sunos',
  'aix',
]
const cpus = {
  amd64: 'x64',
  x64: 'x64',
  x86_64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  arm64: 'arm64',
  loong64: 'loong64',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
}

/** The platform a binary package is for, read from its name (`rollup-linux-arm64-musl`). */
export function platformOf(name) {
  const tokens = name.split('/').pop().split('-')
  const osIndex = tokens.findIndex((token) => oses.includes(token))
  const cpu = cpus[tokens[osIndex + 1]]
  if (osIndex < 0 || !cpu) return undefined
  const os = tokens[osIndex]
  const libc = os !== 'linux' ? undefined : tokens.includes('musl') ? 'musl' : 'glibc'
  return { os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) }
}

/** Where Node would find `name` from the package at `key`: its own node_modules, then each parent's. */
function candidates(key, name) {
  const paths = []
  let base = key
  while (true) {
    paths.push(`${base ? `${base}/` : ''}node_modules/${name}`)
    if (!base) return paths
    const parent = base.lastIndexOf('/node_modules/')
    base = parent < 0 ? '' : base.slice(0, parent)
  }
}

export function completeLockfile(lock) {
  const added = []
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const platform = platformOf(name)
      if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue
      const paths = candidates(key, name)
      const found = paths.map((path) => lock.packages[path]).find(Boolean)
      if (found?.version === version) continue
      // Absent: hoist it. Present in another version: nest it under the package that needs it.
      const path = found ? paths[0] : paths[paths.length - 1]
      lock.packages[path] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform }
      added.push(`${name}@${version}`)
    }
  }
  return added
}

const lockPath = resolve(import.meta.dirname, '../../package-lock.json')
if (process.argv[1] === import.meta.filename) {
  const lock = JSON.parse(readFileSync(lockPath, 'utf8'))
  const added = completeLockfile(lock)
  if (added.length > 0) {
    writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`)
    console.log(`package-lock.json: added ${added.length} optional platform packages this registry lacks`)
  }
}
