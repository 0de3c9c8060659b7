import { solanaMainnetReference } from '../networks/solanaClusterIds'
import type { OnrampNetwork, OnrampPurchaseCurrency } from './onrampApi'

const solanaReference = /^[1-9A-HJ-NP-Za-km-z]{32}$/

/**
 * The CAIP-2 id of an on-ramp network: a `chain_id` that is already `namespace:reference`, a number
 * (an EVM chain: `eip155:<number>`), or a Solana cluster's reference (32 base58 characters, the
 * first of its genesis hash: `solana:<reference>`); the provider's `solana` network without a
 * reference is Solana mainnet. Undefined for a network the kit cannot place.
 */
export function onrampNetworkCaipId(network: Pick<OnrampNetwork, 'name' | 'chain_id'>): string | undefined {
  const id = network.chain_id
  if (/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(id)) return id
  if (/^\d{1,20}$/.test(id) && network.name !== 'solana') return `eip155:${id}`
  if (solanaReference.test(id)) return `solana:${id}`
  if (network.name === 'solana') return `solana:${solanaMainnetReference}`
  return undefined
}

/**
 * How a purchase list is matched to the visitor's network: `chain`, the exact CAIP-2 network (the
 * service's own options); `namespace`, any network of its namespace (the built-in list, which can
 * only name public chains).
 */
export type OnrampNetworkMatch = 'chain' | 'namespace'

/**
 * The currencies that can be bought for an account on `caipNetworkId`, each with only the networks
 * that match it: a token is never offered on a chain where it could not be delivered to the account
 * (EVM assets to a Solana address, or the other way round). Empty when nothing can.
 */
export function onrampCurrenciesOn(
  currencies: readonly OnrampPurchaseCurrency[],
  caipNetworkId: string | undefined,
  match: OnrampNetworkMatch = 'chain',
): OnrampPurchaseCurrency[] {
  if (!caipNetworkId) return []
  const namespace = caipNetworkId.split(':')[0]
  const matches = (network: OnrampNetwork) => {
    const id = onrampNetworkCaipId(network)
    return match === 'chain' ? id === caipNetworkId : id?.split(':')[0] === namespace
  }
  return currencies.flatMap((currency) => {
    const networks = currency.networks.filter(matches)
    return networks.length > 0 ? [{ ...currency, networks }] : []
  })
}
