import { Address } from '@scure/btc-signer'
import { regtestFormat } from '../fixtures/launcherWallet'
import type { BcoinCoin, BcoinTxMeta } from '../node/bcoinJson'
import type { BcoinNode } from '../node/startBcoinNode'
import { addressSummary, firstHistoryPage, nextHistoryPage } from './addressHistory'
import { esploraStatus, esploraTx } from './esploraTx'
import { ok, RestError, type RestRoute } from './restRoute'

const txid = /^[0-9a-f]{64}$/

/** The address when it is one of regtest's (`bcrt1…`, `m…`/`n…`, `2…`), else a 400 as esplora answers. */
function regtestAddress(address: string): string {
  try {
    Address(regtestFormat).decode(address)
    return address
  } catch {
    throw new RestError(400, 'Invalid Bitcoin address')
  }
}

/** `/address/:a`, `/address/:a/utxo`, `/address/:a/txs` and `/address/:a/txs/chain/:last_seen_txid`. */
export function addressRoutes(node: BcoinNode): RestRoute[] {
  const history = async (address: string) =>
    (await node.rest<BcoinTxMeta[]>(`/tx/address/${regtestAddress(address)}`)) ?? []
  return [
    {
      method: 'GET',
      path: /^\/address\/([^/]+)$/,
      handle: async ([address = '']) => ok(addressSummary(address, await history(address))),
    },
    {
      method: 'GET',
      path: /^\/address\/([^/]+)\/utxo$/,
      async handle([address = '']) {
        const coins = (await node.rest<BcoinCoin[]>(`/coin/address/${regtestAddress(address)}`)) ?? []
        // A coin's block hash and time are its transaction's: read them once per transaction.
        const metas = new Map<string, Promise<BcoinTxMeta | undefined>>()
        const metaOf = (hash: string) => {
          if (!metas.has(hash)) metas.set(hash, node.rest<BcoinTxMeta>(`/tx/${hash}`))
          return metas.get(hash) as Promise<BcoinTxMeta | undefined>
        }
        const utxos = await Promise.all(
          coins.map(async (coin) => {
            const meta = coin.height < 0 ? undefined : await metaOf(coin.hash)
            return {
              txid: coin.hash,
              vout: coin.index,
              status: meta ? esploraStatus(meta) : { confirmed: false },
              value: coin.value,
            }
          }),
        )
        return ok(utxos)
      },
    },
    {
      method: 'GET',
      path: /^\/address\/([^/]+)\/txs$/,
      handle: async ([address = '']) => ok(firstHistoryPage(await history(address)).map(esploraTx)),
    },
    {
      method: 'GET',
      path: /^\/address\/([^/]+)\/txs\/chain\/([^/]+)$/,
      async handle([address = '', lastSeen = '']) {
        if (!txid.test(lastSeen)) throw new RestError(400, 'Invalid transaction id')
        return ok(nextHistoryPage(await history(address), lastSeen).map(esploraTx))
      },
    },
  ]
}
