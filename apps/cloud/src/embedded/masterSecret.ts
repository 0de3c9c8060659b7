import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { CloudConfigError } from '../config/cloudConfig'
import { log } from '../logging/log'

/** The name of the file the development master secret is kept in, beside the PGlite directory. */
export const masterSecretFileName = 'wallet-master-secret'

/** A master secret from 64 hexadecimal digits (32 bytes). */
export function parseMasterSecret(text: string, source: string): Uint8Array {
  const hex = text.trim()
  if (!/^[0-9a-fA-F]{64}$/.test(hex))
    throw new CloudConfigError(
      `${source} must hold 64 hexadecimal digits (32 bytes), the wallet master secret`,
    )
  return Uint8Array.from(Buffer.from(hex, 'hex'))
}

/**
 * Reads the master secret from `file`; when the file does not exist and `create` is set, writes a new
 * random one there first (mode 0600) and says so in the log.
 */
export async function loadMasterSecretFile(file: string, create: boolean): Promise<Uint8Array> {
  try {
    return parseMasterSecret(await readFile(file, 'utf8'), file)
  } catch (error) {
    if (!create || (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  await mkdir(dirname(file), { recursive: true })
  const secret = randomBytes(32)
  await writeFile(file, `${secret.toString('hex')}\n`, { mode: 0o600, flag: 'wx' }).catch(
    (error: unknown) => {
      // Another instance wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    },
  )
  log.info('generated the embedded wallet master secret; back it up apart from the database', { file })
  return parseMasterSecret(await readFile(file, 'utf8'), file)
}
