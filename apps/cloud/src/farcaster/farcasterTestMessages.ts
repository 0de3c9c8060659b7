import { createSiweMessage } from 'viem/siwe'
import type { Address } from 'viem'

/** A Sign In With Farcaster message as a Farcaster app writes it (tests change one field at a time). */
export function farcasterTestMessage(
  fields: { address: Address; domain: string; uri: string; nonce: string; fid: number } & Partial<
    Parameters<typeof createSiweMessage>[0]
  >,
): string {
  const { fid, ...rest } = fields
  return createSiweMessage({
    version: '1',
    chainId: 10,
    statement: 'Farcaster Auth',
    issuedAt: new Date(),
    resources: [`farcaster://fid/${fid}`],
    ...rest,
  })
}
