import type { Address, PublicClient } from 'viem'
import { FarcasterRefusalCode, refuseFarcaster } from './FarcasterRefusal'

/** The part of Farcaster's ID registry (IdRegistry) sign-in reads: which fid an address has custody of. */
export const idRegistryAbi = [
  {
    type: 'function',
    name: 'idOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ name: 'fid', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'custodyOf',
    stateMutability: 'view',
    inputs: [{ name: 'fid', type: 'uint256' }],
    outputs: [{ name: 'custody', type: 'address' }],
  },
] as const

/** Answers the fid whose custody address is `address` (0 for none). */
export interface FarcasterRegistry {
  fidOf(address: Address): Promise<number>
}

/** The ID registry contract at `address` on the chain of `client` (OP Mainnet in production, anvil locally). */
export function idRegistryAt(client: PublicClient, address: Address): FarcasterRegistry {
  return {
    async fidOf(owner) {
      try {
        const fid = await client.readContract({
          address,
          abi: idRegistryAbi,
          functionName: 'idOf',
          args: [owner],
        })
        return Number(fid)
      } catch {
        throw refuseFarcaster(
          FarcasterRefusalCode.RegistryUnavailable,
          'The Farcaster ID registry cannot be read now; try again later',
        )
      }
    },
  }
}
