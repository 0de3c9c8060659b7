import { readFile } from 'node:fs/promises'
import { parseWalletEntries, type CatalogueWallet } from './walletEntry'

/** The registry snapshot shipped with the service (201 wallets, see data/README.md). */
export const walletRegistryPath = new URL('../../data/wallet-registry.json', import.meta.url)

/** Reads and validates the shipped wallet registry. */
export async function loadWalletRegistry(): Promise<CatalogueWallet[]> {
  return parseWalletEntries(JSON.parse(await readFile(walletRegistryPath, 'utf8')))
}
