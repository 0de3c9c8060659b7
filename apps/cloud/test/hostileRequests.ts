import fc from 'fast-check'
import type { ListedRoute } from '../src/startCloudOptions'

/**
 * Arbitrary requests for property-based tests of the routes: path segments, query strings, headers
 * and bodies a hostile or broken caller could send, including names that collide with JavaScript's
 * built-ins, huge and deeply nested values and wrong types, mixed with plausible values so the cases
 * also reach past the first check.
 */

/** Property names that a careless `obj[key]` turns into something other than data. */
export const builtInNames = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
  '__lookupGetter__',
  'then',
  'length',
  'toJSON',
] as const

/** Query and body names the service's routes read (so generated ones reach their checks). */
const knownNames = [
  'projectId',
  'chainId',
  'address',
  'cursor',
  'currency',
  'forceUpdate',
  'page',
  'entries',
  'include',
  'exclude',
  'chains',
  'search',
  'badge_type',
  'st',
  'sv',
  'amount',
  'userAddress',
  'from',
  'to',
  'gasPrice',
  'tokenAddress',
  'apiVersion',
  'zone',
  'sender',
  'onramp',
  'clientId',
  'name',
  'email',
  'otp',
  'code',
  'state',
  'uri',
  'message',
  'signature',
  'coin_type',
  'coinType',
  'addresses',
  'purchaseCurrency',
  'paymentCurrency',
  'network',
  'destinationWallets',
  'partnerUserId',
  'eventId',
  'props',
  'data',
  'nonce',
  'pci',
  'provider',
  'id',
  'type',
  'token',
  'jsonrpc',
  'method',
  'params',
] as const

/** Values that look right enough to pass a first check. */
const plausibleValues = [
  'gatehouse-demo',
  'eip155:1',
  'eip155:31337',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'bip122:000000000019d6689c085ae165831e93',
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  '7iK3nkyJ5B993WhiCvsdYeJjdmCBuYCSbyWRubbDHRPM',
  'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  'visitor@example.com',
  'eth_chainId',
  'eth_getBalance',
  '2.0',
  'usd',
  'true',
  '1',
  '0',
  '-1',
  '1e309',
  'NaN',
  '100000000000000000000000000000000000000',
  '',
  'null',
  '[]',
  '{}',
] as const

const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) })
const anyText = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  printable,
  fc.constantFrom(...plausibleValues),
  fc.constantFrom(...builtInNames),
  fc.integer({ min: 1_000, max: 200_000 }).map((length) => 'a'.repeat(length)),
)
const name = fc.oneof(
  fc.constantFrom(...knownNames),
  fc.constantFrom(...builtInNames),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
)

/** A path segment: encoded text, or raw characters including a bad percent-escape. */
const segment = fc.oneof(
  anyText.map((text) => encodeURIComponent(text.slice(0, 3_000))),
  fc.constantFrom('%', '%E0%A4%A', '%00', '..', '.', '%2F..%2F', '%25', '~'),
)

/** A header value Node's client can send: Latin-1 without control characters. */
const headerValue = fc.oneof(
  printable,
  fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'Bearer ',
    'Bearer x.y.z',
  ),
  fc.integer({ min: 1_000, max: 6_000 }).map((length) => 'b'.repeat(length)),
)

const hostileHeaders = fc.record(
  {
    'content-type': headerValue,
    authorization: headerValue,
    origin: fc.oneof(headerValue, fc.constant('http://127.0.0.1:5173'), fc.constant('null')),
    'x-forwarded-for': fc.oneof(headerValue, fc.constant('1.2.3.4, 5.6.7.8'), fc.constant('::1')),
    'x-forwarded-proto': headerValue,
    'x-forwarded-host': headerValue,
    'if-none-match': headerValue,
    cookie: headerValue,
    accept: headerValue,
  },
  { requiredKeys: [] },
)

/** JSON values: deep, wide, long, keys from the built-ins. */
const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(null, true, false, 0, -1, 1e308, Number.MAX_SAFE_INTEGER),
    anyText,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(name, tie('value'), { maxKeys: 6 }),
  ),
})).value

/** A POST body as sent: JSON text, or text that is not JSON, or nesting too deep to be sane. */
const body = fc.oneof(
  jsonValue.map((value) => JSON.stringify(value) ?? 'null'),
  fc
    .dictionary(fc.constantFrom(...knownNames, ...builtInNames), jsonValue)
    .map((value) => JSON.stringify(value)),
  printable,
  fc.integer({ min: 1_000, max: 100_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 100, max: 5_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.constant('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
)

export interface HostileRequest {
  method: string
  path: string
  headers: Record<string, string>
  body?: string
}

/** Requests aimed at one route: its path with hostile segments, a hostile query, headers and body. */
export function hostileRequestsFor(route: ListedRoute): fc.Arbitrary<HostileRequest> {
  const parts = route.path.split('/')
  const path = fc
    .tuple(...parts.map((part) => (part.startsWith(':') ? segment : fc.constant(part))))
    .map((segments) => segments.join('/'))
  const query = fc
    .array(
      fc.tuple(
        name,
        anyText.map((text) => text.slice(0, 4_000)),
      ),
      { maxLength: 6 },
    )
    .map((pairs) => new URLSearchParams(pairs).toString())
  return fc.record({
    method: fc.constant(route.method),
    path: fc.tuple(path, query).map(([pathname, search]) => (search ? `${pathname}?${search}` : pathname)),
    headers: hostileHeaders,
    ...(route.method === 'POST' ? { body } : {}),
  })
}

/** Text in an answer that only an internal failure would put there. */
export const internalMessagePattern =
  /\b(TypeError|ReferenceError|RangeError|SyntaxError|Cannot read propert|is not a function|is not defined|Unexpected token|at [\w.<>]+ \(|node:internal|\.ts:\d+)/
