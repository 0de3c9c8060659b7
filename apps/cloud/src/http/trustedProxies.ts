import type { IncomingMessage } from 'node:http'
import { BlockList, isIP } from 'node:net'

/**
 * The proxies whose `X-Forwarded-For` and `X-Forwarded-Proto` the service believes: addresses and
 * CIDR ranges (`10.0.0.0/8`, `::1`). Anyone can send those headers, so from any other peer they are
 * ignored; rate limits then key on the TCP peer, which the sender cannot choose.
 */
export interface TrustedProxies {
  /** Whether `address` (an IP, IPv4-mapped IPv6 included) is one of the trusted proxies. */
  trusts(address: string): boolean
}

/** `::ffff:10.0.0.1` (how Node reports an IPv4 peer on a dual-stack socket) as `10.0.0.1`. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  return mapped ? (mapped[1] as string) : address
}

/** Whether `entry` is an IP address or a CIDR range (`10.0.0.0/8`, `fd00::/8`). */
export function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

/** The trusted proxies of a list of addresses and CIDR ranges (checked by `isAddressOrRange`). */
export function trustedProxiesOf(entries: readonly string[] = []): TrustedProxies {
  const list = new BlockList()
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) throw new Error(`${entry} is not an IP address or CIDR range`)
    const [address = '', prefix] = entry.split('/')
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6'
    if (prefix === undefined) list.addAddress(plainAddress(address), type)
    else list.addSubnet(address, Number(prefix), type)
  }
  return {
    trusts(address) {
      if (entries.length === 0) return false
      const plain = plainAddress(address)
      const family = isIP(plain)
      return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6')
    },
  }
}

function headerOf(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value.join(',') : value
}

/**
 * The client's address: the TCP peer, unless the peer is a trusted proxy; then the nearest address in
 * `X-Forwarded-For` (read from the right, as each proxy appends the one it saw) that is not itself
 * a trusted proxy. An entry that is not an IP address ends the walk at the proxy that wrote it.
 */
export function clientAddressOf(request: IncomingMessage, proxies: TrustedProxies): string {
  let client = plainAddress(request.socket.remoteAddress ?? '')
  if (!proxies.trusts(client)) return client
  const hops = (headerOf(request, 'x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '')
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = plainAddress((hops[index] as string).replace(/^\[(.*)\]$/, '$1'))
    if (isIP(hop) === 0) return client
    client = hop
    if (!proxies.trusts(hop)) return client
  }
  return client
}

/** The scheme the caller used: `X-Forwarded-Proto` of a trusted proxy, else that of the connection. */
export function schemeOf(request: IncomingMessage, proxies: TrustedProxies): 'http' | 'https' {
  if (proxies.trusts(request.socket.remoteAddress ?? '')) {
    const forwarded = headerOf(request, 'x-forwarded-proto')?.split(',')[0]?.trim()
    if (forwarded === 'https' || forwarded === 'http') return forwarded
  }
  return (request.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http'
}
