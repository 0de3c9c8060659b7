import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadMasterSecretFile, parseMasterSecret } from './masterSecret'
import { deriveWalletKey } from './walletKeys'

describe('the embedded wallet master secret', () => {
  let dir: string | undefined
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('is generated once into its file (owner-only) and read back the same', async () => {
    dir = await mkdtemp(join(tmpdir(), 'gatehouse-secret-'))
    const file = join(dir, 'wallet-master-secret')
    const first = await loadMasterSecretFile(file, true)
    expect(first).toHaveLength(32)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(await loadMasterSecretFile(file, true)).toEqual(first)
    expect((await readFile(file, 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/)
  })

  it('is not created when the file must exist, and a malformed one is refused', async () => {
    dir = await mkdtemp(join(tmpdir(), 'gatehouse-secret-'))
    await expect(loadMasterSecretFile(join(dir, 'missing'), false)).rejects.toThrow(/ENOENT/)
    expect(() => parseMasterSecret('abc', 'GATEHOUSE_CLOUD_WALLET_SECRET')).toThrow(/64 hexadecimal digits/)
  })
})

describe('deriveWalletKey', () => {
  const secret = new Uint8Array(32).fill(7)
  it('is stable per user and namespace, and differs between users, namespaces and secrets', () => {
    const key = deriveWalletKey(secret, 'user-a', 'eip155')
    expect(key).toMatch(/^0x[0-9a-f]{64}$/)
    expect(deriveWalletKey(secret, 'user-a', 'eip155')).toBe(key)
    expect(deriveWalletKey(secret, 'user-b', 'eip155')).not.toBe(key)
    expect(deriveWalletKey(secret, 'user-a', 'solana')).not.toBe(key)
    expect(deriveWalletKey(new Uint8Array(32).fill(8), 'user-a', 'eip155')).not.toBe(key)
  })
})
