import { createPublicClient, erc20Abi, http, type Address } from 'viem'

/**
 * What an address holds on a local chain, read straight from the node (tests compare it with what the
 * modal shows): the native balance, or an ERC-20's `balanceOf`, in base units.
 */
export async function readBalance(rpcUrl: string, holder: string, token?: string): Promise<bigint> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  if (!token) return client.getBalance({ address: holder as Address })
  return client.readContract({
    address: token as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder as Address],
  })
}
