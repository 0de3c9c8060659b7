/** Chain namespaces Gatehouse knows (CAIP-2 namespaces). */
export const chainNamespaces = ['eip155', 'solana', 'bip122', 'polkadot'] as const

/** A CAIP-2 namespace such as `eip155` or `solana`. */
export type ChainNamespace = (typeof chainNamespaces)[number]

/** A CAIP-2 network id: `{namespace}:{reference}`, for example `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/** A CAIP-10 account id: `{namespace}:{reference}:{address}`, for example `eip155:1:0xab…`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

/** True when `value` is one of the namespaces Gatehouse knows. */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (chainNamespaces as readonly string[]).includes(value)
}
