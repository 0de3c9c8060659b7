import type { BcoinTxMeta } from '../node/bcoinJson'
import type { BcoinNode } from '../node/startBcoinNode'
import { esploraStatus, esploraTx } from './esploraTx'
import { ok, RestError, type RestRoute } from './restRoute'

async function transaction(node: BcoinNode, txid: string): Promise<BcoinTxMeta> {
  if (!/^[0-9a-f]{64}$/.test(txid)) throw new RestError(400, 'Invalid hex string')
  const meta = await node.rest<BcoinTxMeta>(`/tx/${txid}`)
  if (!meta) throw new RestError(404, 'Transaction not found')
  return meta
}

/**
 * `/tx/:txid`, `/tx/:txid/status`, `/tx/:txid/hex` and `POST /tx` (raw hex body, answers the txid;
 * a transaction the mempool refuses gets a 400 with the node's reason, in esplora's words).
 */
export function txRoutes(node: BcoinNode, onAccepted: (txid: string) => void): RestRoute[] {
  return [
    {
      method: 'GET',
      path: /^\/tx\/([^/]+)$/,
      handle: async ([txid = '']) => ok(esploraTx(await transaction(node, txid))),
    },
    {
      method: 'GET',
      path: /^\/tx\/([^/]+)\/status$/,
      handle: async ([txid = '']) => ok(esploraStatus(await transaction(node, txid))),
    },
    {
      method: 'GET',
      path: /^\/tx\/([^/]+)\/hex$/,
      handle: async ([txid = '']) => ok((await transaction(node, txid)).hex),
    },
    {
      method: 'POST',
      path: /^\/tx$/,
      async handle(_params, body) {
        let txid: string
        try {
          txid = await node.rpc<string>('gatehouse_addtx', [body.trim()])
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error)
          throw new RestError(
            400,
            `sendrawtransaction RPC error: ${JSON.stringify({ code: -26, message: reason })}`,
          )
        }
        onAccepted(txid)
        return ok(txid)
      },
    },
  ]
}
