import { safeUrl } from '@gatehouse/common'

// ENS's own default IPFS gateway, the one viem uses for `ipfs://` avatars.
const ipfsGateway = 'https://ipfs.io/ipfs/'

/**
 * The image URL an ENS `avatar` text record (ENSIP-12) names, when the modal may show it: an http(s)
 * URL, or an `ipfs://` URI through the public gateway, checked against the image allowlist. NFT
 * avatars (`eip155:…`) and data URIs give none: the service never fetches what a record points at.
 */
export function avatarUrlOf(record: string | null): string | null {
  if (!record) return null
  const url = record.startsWith('ipfs://') ? `${ipfsGateway}${record.slice('ipfs://'.length)}` : record
  return safeUrl(url, 'image') ?? null
}
