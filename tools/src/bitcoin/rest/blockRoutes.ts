import type { BcoinNode } from '../node/startBcoinNode'
import { ok, type RestRoute } from './restRoute'

/** `GET /blocks/tip/height` and `GET /blocks/tip/hash` (plain text, as esplora answers). */
export function blockRoutes(node: BcoinNode): RestRoute[] {
  return [
    {
      method: 'GET',
      path: /^\/blocks\/tip\/height$/,
      handle: async () => ok(await node.rpc<number>('getblockcount')),
    },
    {
      method: 'GET',
      path: /^\/blocks\/tip\/hash$/,
      handle: async () => ok(await node.rpc<string>('getbestblockhash')),
    },
  ]
}
