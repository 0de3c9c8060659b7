import { readFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { CloudConfigError, parseCloudConfig, type CloudConfig } from './cloudConfig'

/**
 * Reads and validates a JSON configuration file; the error says which file and what is wrong. A
 * chain's `priceFile` (EVM, Solana or Bitcoin) is relative to the configuration file's folder.
 */
export async function loadCloudConfigFile(path: string): Promise<CloudConfig> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    throw new CloudConfigError(`Cannot read the cloud configuration ${path}: ${(error as Error).message}`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new CloudConfigError(
      `The cloud configuration ${path} is not valid JSON: ${(error as Error).message}`,
    )
  }
  let config: CloudConfig
  try {
    config = parseCloudConfig(json)
  } catch (error) {
    throw new CloudConfigError(`${(error as Error).message} (in ${path})`)
  }
  const folder = dirname(path)
  const located = <T extends { priceFile?: string | undefined }>(chains: T[] | undefined) =>
    chains?.map((chain) =>
      chain.priceFile ? { ...chain, priceFile: resolve(folder, chain.priceFile) } : chain,
    )
  const chains = located(config.chains)
  const solanaChains = located(config.solanaChains)
  const bitcoinChains = located(config.bitcoinChains)
  return {
    ...config,
    ...(chains ? { chains } : {}),
    ...(solanaChains ? { solanaChains } : {}),
    ...(bitcoinChains ? { bitcoinChains } : {}),
  }
}
