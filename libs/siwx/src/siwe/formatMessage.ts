import { createSiweMessage } from 'viem/siwe'
import type { SIWECreateMessageArgs } from '@gatehouse/common'

/**
 * The EIP-4361 text of a legacy SIWE message (AppKit's `formatMessage(args, iss)`): `iss` is the
 * signer's DID, `did:pkh:eip155:<chainId>:<address>`.
 * @throws when `iss` is not an eip155 DID or a field is not valid EIP-4361.
 */
export function formatMessage(args: Omit<SIWECreateMessageArgs, 'address'>, iss: string): string {
  const match = /^did:pkh:eip155:\d+:(0x[0-9a-fA-F]{40})$/.exec(iss)
  if (!match) throw new Error(`Not an eip155 DID: ${iss}`)
  return createSiweMessage({
    address: match[1] as `0x${string}`,
    chainId: args.chainId,
    domain: args.domain,
    uri: args.uri,
    version: '1',
    nonce: args.nonce,
    statement: args.statement,
    issuedAt: args.iat ? new Date(args.iat) : undefined,
    expirationTime: args.exp ? new Date(args.exp) : undefined,
    notBefore: args.nbf ? new Date(args.nbf) : undefined,
    requestId: args.requestId,
    resources: args.resources,
  })
}
