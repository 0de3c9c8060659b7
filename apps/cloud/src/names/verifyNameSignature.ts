import { isAddressEqual, recoverMessageAddress } from 'viem'
import type { ChainServices } from '../chains/chainServices'

/**
 * Whether `address` signed `message` with personal_sign (EIP-191). An externally owned account's
 * signature is recovered here, without a node; any other (a smart-contract wallet's ERC-1271
 * signature, or ERC-6492's for one not deployed yet) is asked of the node of the chain the coin type
 * names, which must be one the service is configured with. A node that is down is a 502, not a "no".
 */
export async function verifyNameSignature(
  chains: ChainServices,
  request: { address: `0x${string}`; message: string; signature: `0x${string}`; chainId: number },
): Promise<boolean> {
  const { address, message, signature } = request
  try {
    if (isAddressEqual(await recoverMessageAddress({ message, signature }), address)) return true
  } catch {
    // Not a 65-byte ECDSA signature: a contract wallet's, checked below.
  }
  const chain = chains.list.find((service) => service.chainId === `eip155:${request.chainId}`)
  if (!chain) return false
  return chain.node.read((client) => client.verifyMessage({ address, message, signature }))
}
