import { readdir, readFile } from 'node:fs/promises'
import solc from 'solc'
import { describe, expect, it } from 'vitest'
import { contractArtifacts } from './artifacts'
import { compileTestContracts } from './compileTestContracts'
import { artifactsDirectory, renderArtifactModules } from './renderArtifactModules'

describe('local test contracts', () => {
  it('the committed artifacts are what tools/contracts compiles to (run `npm run contracts` after a change)', async () => {
    const started = performance.now()
    const fresh = await compileTestContracts()
    console.log(`solc-js compile of tools/contracts: ${(performance.now() - started).toFixed(0)} ms`)

    expect(Object.keys(fresh)).toEqual([
      'EnsPublicResolver',
      'EnsRegistry',
      'EnsReverseRegistrar',
      'EnsUniversalResolver',
      'FarcasterIdRegistry',
      'GatehouseCollectible',
      'GatehouseToken',
      'OwnerSignedWallet',
      'SignInWallet',
      'SignInWalletFactory',
      'TetherStyleToken',
    ])
    expect(contractArtifacts).toEqual(fresh)
    const version = solc.version().split('+')[0] ?? ''
    const modules = await renderArtifactModules(fresh, version)
    for (const [path, text] of modules) expect(await readFile(path, 'utf8'), path).toBe(text)
    expect((await readdir(artifactsDirectory)).map((file) => `${artifactsDirectory}${file}`).sort()).toEqual(
      [...modules.keys()].filter((path) => path.startsWith(artifactsDirectory)).sort(),
    )
  })

  it('the USDT-style token returns nothing from transfer and transferFrom, the ERC-20 a bool', () => {
    const outputsOf = (abi: readonly unknown[], name: string) =>
      (abi as { name?: string; outputs?: unknown[] }[]).find((item) => item.name === name)?.outputs
    for (const name of ['transfer', 'transferFrom']) {
      expect(outputsOf(contractArtifacts.TetherStyleToken.abi, name)).toEqual([])
      expect(outputsOf(contractArtifacts.GatehouseToken.abi, name)).toMatchObject([{ type: 'bool' }])
    }
  })
})
