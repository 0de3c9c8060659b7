import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const registryPath = resolve(import.meta.dirname, '../../../apps/cloud/data/wallet-registry.json')

/** The id of the sample wallet in the local catalogue. */
export const sampleWalletId = 'gatehouse-sample-wallet'

/**
 * The local catalogue: the sample wallet first (so a visitor of `npm start` finds it), then the
 * registry. Its web-app and phone links open the sample wallet with the pairing URI (`/wc?uri=…`).
 */
export function catalogueWithSampleWallet(sampleWalletUrl: string, chainIds: readonly number[]) {
  const registry = JSON.parse(readFileSync(registryPath, 'utf8')) as Record<string, unknown>[]
  const url = sampleWalletUrl.replace(/\/+$/, '')
  const sample = {
    id: sampleWalletId,
    name: 'Gatehouse Sample Wallet',
    description: 'The development wallet of this repository (apps/sample-wallet), on the local chains.',
    homepage: url,
    chains: chainIds.map((id) => `eip155:${id}`),
    image_id: 'gatehouse-sample-wallet',
    color: '#5570ff',
    short_name: 'Sample',
    mobile_link: url,
    universal_link: url,
    desktop_link: null,
    webapp_link: url,
    app_store: null,
    play_store: null,
    chrome_store: null,
    rdns: null,
  }
  return [sample, ...registry]
}
