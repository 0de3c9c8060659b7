import { ChainUnavailableError } from './ChainUnavailableError'
import type { ChainService } from './chainServices'

/** How long a chain's node may take to answer one relayed call. */
const nodeTimeoutMs = 30_000

/**
 * Posts a JSON-RPC payload (one request or a batch) to the chain's node and returns its parsed JSON.
 * A node that cannot be reached, does not answer in time, answers an HTTP error or something that is
 * not JSON is a ChainUnavailableError (502): a fault of the node, never of the caller.
 */
export async function postToNode(chain: ChainService, payload: unknown): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(chain.config.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(nodeTimeoutMs),
    })
  } catch (error) {
    throw new ChainUnavailableError(chain.chainId, (error as Error).message, { cause: error })
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw new ChainUnavailableError(chain.chainId, `it answered HTTP ${response.status}`)
  }
  try {
    return await response.json()
  } catch (error) {
    throw new ChainUnavailableError(chain.chainId, 'it answered something that is not JSON', { cause: error })
  }
}
