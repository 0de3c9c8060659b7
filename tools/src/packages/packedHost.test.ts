import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { gatehousePackagesNotFromTarballs, installedCopies, packedHostManifest } from './packedHost'
import type { PackedLibrary } from './packLibraries'

const packedLibrary = (name: string): PackedLibrary => ({
  name,
  version: '0.2.0',
  dir: `/repo/libs/${name.slice('@gatehouse/'.length)}`,
  tarball: `/tmp/run/tarballs/${name.slice(1).replace('/', '-')}-0.2.0.tgz`,
  files: [],
})
const packed = ['@gatehouse/appkit', '@gatehouse/common', '@gatehouse/ui'].map(packedLibrary)
const versions: Record<string, string> = {
  react: '19.3.1',
  viem: '2.57.20',
  '@types/react': '19.3.0',
  '@types/react-dom': '19.3.0',
  typescript: '6.0.3',
  vite: '8.3.8',
}
const installedVersion = (name: string) => versions[name] ?? 'missing'

describe('packedHostManifest', () => {
  const manifest = packedHostManifest(
    { dependencies: { '@gatehouse/appkit': '0.2.0', react: '^19.3.1', viem: '^2.57.20' } },
    packed,
    '/tmp/run/host',
    installedVersion,
  )

  it('takes the Gatehouse libraries from their tarballs and the rest at the workspace versions', () => {
    expect(manifest.dependencies).toEqual({
      '@gatehouse/appkit': 'file:../tarballs/gatehouse-appkit-0.2.0.tgz',
      react: '19.3.1',
      viem: '2.57.20',
    })
    expect(manifest.devDependencies).toEqual({
      '@types/react': '19.3.0',
      '@types/react-dom': '19.3.0',
      typescript: '6.0.3',
      vite: '8.3.8',
    })
  })

  it('points every Gatehouse library that a dependency pulls in at its tarball', () => {
    expect(manifest.overrides).toEqual({
      '@gatehouse/appkit': '$@gatehouse/appkit',
      '@gatehouse/common': 'file:../tarballs/gatehouse-common-0.2.0.tgz',
      '@gatehouse/ui': 'file:../tarballs/gatehouse-ui-0.2.0.tgz',
    })
  })

  it('builds with TypeScript, then Vite', () => {
    expect(manifest.scripts.build).toBe('tsc && vite build')
  })

  it('refuses a host dependency on a library that is not published', () => {
    expect(() =>
      packedHostManifest(
        { dependencies: { '@gatehouse/dev-wallet': '0.1.0' } },
        packed,
        '/tmp/run/host',
        installedVersion,
      ),
    ).toThrow('The packed host depends on @gatehouse/dev-wallet, which is not a publishable library')
  })
})

describe('gatehousePackagesNotFromTarballs', () => {
  const dirs: string[] = []
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  it('names each Gatehouse package that npm resolved from somewhere else than a tarball', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gatehouse-host-lock-'))
    dirs.push(dir)
    const lock = {
      packages: {
        '': { name: 'gatehouse-packed-host' },
        'node_modules/@gatehouse/appkit': { resolved: 'file:../tarballs/gatehouse-appkit-0.2.0.tgz' },
        'node_modules/@gatehouse/common': { version: '0.1.9' },
        'node_modules/@gatehouse/appkit/node_modules/@gatehouse/ui': {
          resolved: 'https://registry.npmjs.org/@gatehouse/ui/-/ui-0.1.0.tgz',
        },
        'node_modules/react': { version: '19.3.1' },
      },
    }
    writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(lock))
    expect(gatehousePackagesNotFromTarballs(dir)).toEqual([
      'node_modules/@gatehouse/common',
      'node_modules/@gatehouse/appkit/node_modules/@gatehouse/ui',
    ])
  })
})

describe('installedCopies', () => {
  it('lists every copy of a package in the lockfile, nested ones too', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gatehouse-host-lock-'))
    const lock = {
      packages: {
        '': { name: 'gatehouse-packed-host' },
        'node_modules/@wagmi/core': { version: '3.6.5' },
        'node_modules/wagmi/node_modules/@wagmi/core': { version: '2.22.1' },
        'node_modules/@wagmi/core-extra': { version: '1.0.0' },
      },
    }
    writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(lock))
    try {
      expect(installedCopies(dir, '@wagmi/core')).toEqual(['3.6.5', '2.22.1'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
