import type { LocalBitcoinChain } from '../bitcoin/LocalBitcoinChain'
import { localPriceFile } from './cloudChains'

/**
 * apps/cloud's `bitcoinChains` configuration for the local Bitcoin chain: its esplora-style REST
 * base (balances and history are read there), regtest addresses (`bcrt1…`, known from its CAIP-2
 * id), BTC priced from apps/cloud/data/local-prices.json.
 */
export function cloudBitcoinChainsOf(
  chain: Pick<LocalBitcoinChain, 'caipNetworkId' | 'restUrl'>,
  priceFile = localPriceFile,
): object[] {
  return [{ caipNetworkId: chain.caipNetworkId, name: 'Bitcoin Regtest', restUrl: chain.restUrl, priceFile }]
}
