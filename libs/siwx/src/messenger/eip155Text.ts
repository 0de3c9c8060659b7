import { createSiweMessage } from 'viem/siwe'
import { accountAddressPlaceholder, type SIWXMessageData } from '@gatehouse/common'

/** The numeric chain id of an `eip155:<id>` network id, undefined for any other namespace. */
export function eip155ChainId(chainId: string): number | undefined {
  const match = /^eip155:(\d+)$/.exec(chainId)
  return match ? Number(match[1]) : undefined
}

/**
 * The EIP-4361 text of a sign-in message on an EVM chain (viem's `createSiweMessage`): the exact
 * bytes the wallet signs and the verifier checks.
 * @throws when the chain is not eip155 or a field is not valid EIP-4361.
 */
export function eip155MessageText(data: SIWXMessageData): string {
  const chainId = eip155ChainId(data.chainId)
  if (chainId === undefined) throw new Error(`Not an eip155 chain: ${data.chainId}`)
  return createSiweMessage({
    address: data.accountAddress as `0x${string}`,
    chainId,
    domain: data.domain,
    uri: data.uri,
    version: '1',
    nonce: data.nonce,
    statement: data.statement,
    issuedAt: data.issuedAt ? new Date(data.issuedAt) : undefined,
    expirationTime: data.expirationTime ? new Date(data.expirationTime) : undefined,
    notBefore: data.notBefore ? new Date(data.notBefore) : undefined,
    requestId: data.requestId,
    resources: data.resources,
  })
}

const zeroAddress = '0x0000000000000000000000000000000000000000'

/**
 * The text of a message made for `accountAddressPlaceholder` (the account of a one-step sign-in is
 * not known yet): the EIP-4361 text with the placeholder where the address goes. No wallet signs
 * it; the session it leads to carries the account's own address and text.
 */
export function eip155MessageTextFor(data: SIWXMessageData): string {
  if (data.accountAddress !== accountAddressPlaceholder) return eip155MessageText(data)
  return eip155MessageText({ ...data, accountAddress: zeroAddress }).replace(
    `\n${zeroAddress}\n`,
    `\n${accountAddressPlaceholder}\n`,
  )
}
