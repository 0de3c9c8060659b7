import { readFile } from 'node:fs/promises'
import { CloudConfigError } from '../config/cloudConfig'
import { parseWalletEntries, type CatalogueWallet } from './walletEntry'

/**
 * Reads a wallet catalogue file (JSON, the shipped registry's format: see data/README.md) that
 * replaces the shipped registry; the error says which file and what is wrong.
 */
export async function loadWalletCatalogueFile(path: string): Promise<CatalogueWallet[]> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    throw new CloudConfigError(`Cannot read the wallet catalogue ${path}: ${(error as Error).message}`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new CloudConfigError(`The wallet catalogue ${path} is not valid JSON: ${(error as Error).message}`)
  }
  try {
    return parseWalletEntries(json)
  } catch (error) {
    throw new CloudConfigError(`${(error as Error).message} (in ${path})`)
  }
}
