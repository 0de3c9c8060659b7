import {
  solanaLocalnet,
  type OnrampNetwork,
  type OnrampOptions,
  type OnrampPaymentCurrency,
} from '@gatehouse/common'
import type { ChainService, ChainServices } from '../chains/chainServices'
import { HttpError } from '../http/HttpResponse'
import { solanaAddressPattern, solNativeCurrency } from '../solana/solanaChainConfig'
import type { SolanaChainService, SolanaChainServices } from '../solana/solanaChainServices'

/**
 * The chains the sandbox may pay out on: anvil's default chain, the local devnet and the local
 * Solana chain. A real chain never gets a sandbox transfer, whatever the configuration says.
 */
export const sandboxChainIds: readonly string[] = [
  'eip155:31337',
  'eip155:1337',
  solanaLocalnet.caipNetworkId,
]

const evmAddressPattern = /^0x[0-9a-fA-F]{40}$/

/** The native currency's contract address in the options (none). */
const nativeContract = ''

interface SandboxTokenFacts {
  network: OnrampNetwork
  symbol: string
  name: string
  decimals: number
}

/** A token the sandbox sells on a local EVM chain: a configured ERC-20 or the native currency. */
export interface EvmSandboxToken extends SandboxTokenFacts {
  namespace: 'eip155'
  chain: ChainService
  /** Undefined for the native currency. */
  address: `0x${string}` | undefined
}

/** A token the sandbox sells on the local Solana chain: a configured SPL mint or SOL. */
export interface SolanaSandboxToken extends SandboxTokenFacts {
  namespace: 'solana'
  chain: SolanaChainService
  /** The mint's base58 address; undefined for SOL. */
  address: string | undefined
}

/** A token the sandbox sells on one chain. */
export type SandboxToken = EvmSandboxToken | SolanaSandboxToken

/** The chains whose tokens the sandbox sells: the EVM chains and the Solana clusters. */
export interface SandboxChains {
  evm: ChainServices
  solana: SolanaChainServices
}

/** The on-ramp network name of a chain: its configured name as a slug ("Local Devnet" → local-devnet). */
export function onrampNetworkName(chain: { config: { name: string } }): string {
  return chain.config.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/**
 * A chain's network in the options. `chain_id` is the CAIP-2 reference: the number of an EVM chain
 * (31337), the genesis prefix of a Solana cluster, so a client tells the chain and its namespace
 * from the options alone.
 */
function networkOf(chain: ChainService | SolanaChainService, contract: string): OnrampNetwork {
  return {
    name: onrampNetworkName(chain),
    display_name: chain.config.name,
    chain_id: chain.chainId.slice(chain.chainId.indexOf(':') + 1),
    contract_address: contract,
  }
}

function evmTokens(chain: ChainService): EvmSandboxToken[] {
  return [
    ...chain.config.tokens
      .filter((token) => token.decimals > 0)
      .map((token) => ({
        namespace: 'eip155' as const,
        chain,
        network: networkOf(chain, token.address),
        symbol: token.symbol,
        name: token.name,
        decimals: token.decimals,
        address: token.address as `0x${string}`,
      })),
    {
      namespace: 'eip155',
      chain,
      network: networkOf(chain, nativeContract),
      symbol: chain.config.nativeCurrency.symbol,
      name: chain.config.nativeCurrency.name,
      decimals: chain.config.nativeCurrency.decimals,
      address: undefined,
    },
  ]
}

function solanaTokens(chain: SolanaChainService): SolanaSandboxToken[] {
  return [
    ...chain.config.tokens
      .filter((token) => token.decimals > 0)
      .map((token) => ({
        namespace: 'solana' as const,
        chain,
        network: networkOf(chain, token.mint),
        symbol: token.symbol,
        name: token.name,
        decimals: token.decimals,
        address: token.mint,
      })),
    {
      namespace: 'solana',
      chain,
      network: networkOf(chain, nativeContract),
      symbol: solNativeCurrency.symbol,
      name: solNativeCurrency.name,
      decimals: solNativeCurrency.decimals,
      address: undefined,
    },
  ]
}

/**
 * Every token the sandbox sells: the local EVM chains' ERC-20s with decimals and their native
 * currency, then the local Solana chain's SPL tokens and SOL (when a Solana chain is configured).
 */
export function sandboxTokens(chains: SandboxChains): SandboxToken[] {
  const local = (chainId: string) => sandboxChainIds.includes(chainId)
  return [
    ...chains.evm.list.filter((chain) => local(chain.chainId)).flatMap(evmTokens),
    ...chains.solana.list.filter((chain) => local(chain.chainId)).flatMap(solanaTokens),
  ]
}

/** Card and bank limits of every payment currency the sandbox takes. */
const paymentLimits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

/** The fiat currencies the sandbox takes and their value in US dollars (a fixed sandbox rate). */
export const sandboxFiatRates: Readonly<Record<string, number>> = { USD: 1, EUR: 1.08, GBP: 1.27 }

/**
 * `GET /v1/onramp/options`: the tokens of the local chains by symbol, each with the networks it is
 * sold on, and the fiat currencies. A token without a price is left out: it could not be quoted.
 */
export async function onrampOptions(chains: SandboxChains): Promise<OnrampOptions> {
  const bySymbol = new Map<string, { name: string; networks: OnrampNetwork[] }>()
  for (const token of sandboxTokens(chains)) {
    if ((await token.chain.prices.priceOf(token.symbol)) === undefined) continue
    const entry = bySymbol.get(token.symbol) ?? { name: token.name, networks: [] }
    entry.networks.push(token.network)
    bySymbol.set(token.symbol, entry)
  }
  const paymentCurrencies: OnrampPaymentCurrency[] = Object.keys(sandboxFiatRates).map((id) => ({
    id,
    payment_method_limits: paymentLimits,
  }))
  return {
    purchaseCurrencies: [...bySymbol].map(([symbol, { name, networks }]) => ({
      id: symbol,
      name,
      symbol,
      networks,
    })),
    paymentCurrencies,
  }
}

/**
 * The token of a symbol on a network (by on-ramp name or chain id: `31337`, the Solana cluster's
 * reference, or the full CAIP-2 id); a 400 when the sandbox has none.
 */
export function sandboxTokenOf(chains: SandboxChains, symbol: string, network: string): SandboxToken {
  const found = sandboxTokens(chains).find(
    (token) =>
      token.symbol === symbol &&
      (token.network.name === network ||
        token.network.chain_id === network ||
        token.chain.chainId === network),
  )
  if (!found)
    throw new HttpError(
      400,
      `The sandbox sells no ${symbol} on ${network}; GET /v1/onramp/options lists what it sells`,
    )
  return found
}

/**
 * The address a token is bought for, checked against the token's chain: 0x and 40 hexadecimal
 * digits on an EVM chain (answered in lower case), a base58 Solana address on a Solana cluster (kept
 * as it is: base58 is case-sensitive). A 400 naming `field` otherwise, so that no order is ever made
 * for tokens that could not be delivered.
 */
export function sandboxDestinationOf(token: SandboxToken, address: string, field: string): string {
  if (token.namespace === 'solana') {
    if (!solanaAddressPattern.test(address))
      throw new HttpError(
        400,
        `${field} must be a Solana address (32 to 44 base58 characters) to receive ${token.symbol} on ${token.network.display_name}`,
      )
    return address
  }
  if (!evmAddressPattern.test(address))
    throw new HttpError(
      400,
      `${field} must be 0x and 40 hexadecimal digits to receive ${token.symbol} on ${token.network.display_name}`,
    )
  return address.toLowerCase()
}
