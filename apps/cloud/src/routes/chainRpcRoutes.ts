import * as v from 'valibot'
import type { ChainServices } from '../chains/chainServices'
import { answerRpc, rpcErrors, rpcRequestsOf, RpcErrorCode } from '../chains/chainRpc'
import { jsonResponse } from '../http/HttpResponse'
import type { Route } from '../http/Route'
import type { RateLimiter } from '../limits/rateLimiter'
import { objectMessage } from '../validation/requiredKeys'
import { blockchainCallParams, chainIdParam } from './blockchainParams'
import { parseQuery } from './queryParams'

const rpcQuery = v.object({ chainId: chainIdParam, ...blockchainCallParams }, objectMessage('the query'))

/**
 * `POST /v1/?chainId=<caip2>&projectId=<id>`: the chain RPC, the endpoint the kit reads a
 * built-in network through instead of that network's public node. One JSON-RPC request, or a batch of
 * up to 20, goes to the configured chain's node when its method is one a public RPC answers for any
 * caller (`publicRpcMethods`); other methods, and every request for a chain the service is not
 * configured with, get a JSON-RPC error with HTTP 200, as a public RPC answers them. A malformed query
 * or body is a 400, a node that is down a 502, and more than the rate limit from one client address a
 * 429 (a batch counts once).
 */
export function chainRpcRoutes(chains: ChainServices, limiter: RateLimiter): Route[] {
  const handle: Route['handle'] = async ({ query, body, clientAddress }) => {
    const { chainId } = parseQuery(rpcQuery, query)
    const { requests, batch } = rpcRequestsOf(body)
    await limiter.hit(clientAddress)
    const chain = chains.list.find((candidate) => candidate.chainId === chainId)
    const answers = chain
      ? await answerRpc(chain, requests)
      : rpcErrors(requests, RpcErrorCode.unknownChain, `Chain ${chainId} is not supported`)
    return jsonResponse(batch ? answers : answers[0])
  }
  return [
    { method: 'POST', path: '/v1/', handle },
    { method: 'POST', path: '/v1', handle },
  ]
}
