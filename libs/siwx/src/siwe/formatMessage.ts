import type { SIWECreateMessageArgs } from '@gatehouse/common'
import { eip155MessageText } from '../messenger/eip155Text'

/**
 * The EIP-4361 text of a legacy SIWE message (AppKit's `formatMessage(args, iss)`): `iss` is the
 * signer's DID, `did:pkh:eip155:<chainId>:<address>`. The same writer as DefaultSIWX's messages.
 * @throws when `iss` is not an eip155 DID or a field is not valid EIP-4361.
 */
export function formatMessage(args: Omit<SIWECreateMessageArgs, 'address'>, iss: string): string {
  const match = /^did:pkh:eip155:\d+:(0x[0-9a-fA-F]{40})$/.exec(iss)
  if (!match) throw new Error(`Not an eip155 DID: ${iss}`)
  return eip155MessageText({
    accountAddress: match[1] as string,
    chainId: `eip155:${args.chainId}`,
    domain: args.domain,
    uri: args.uri,
    version: '1',
    nonce: args.nonce,
    statement: args.statement,
    issuedAt: args.iat,
    expirationTime: args.exp,
    notBefore: args.nbf,
    requestId: args.requestId,
    resources: args.resources,
  })
}
