import type { OnrampNetwork, OnrampOptions, OnrampPaymentCurrency } from '@gatehouse/common'
import type { ChainService, ChainServices } from '../chains/chainServices'
import { HttpError } from '../http/HttpResponse'

/**
 * The chains the sandbox may pay out on: anvil's default chain and the local devnet. A real chain
 * never gets a sandbox transfer, whatever the configuration says.
 */
export const sandboxChainIds: readonly string[] = ['eip155:31337', 'eip155:1337']

/** The native currency's contract address in the options (none). */
const nativeContract = ''

/** A token the sandbox sells on one chain: a configured ERC-20 or the native currency. */
export interface SandboxToken {
  chain: ChainService
  network: OnrampNetwork
  symbol: string
  name: string
  decimals: number
  /** Undefined for the native currency. */
  address: `0x${string}` | undefined
}

/** The on-ramp network name of a chain: its configured name as a slug ("Local Devnet" → local-devnet). */
export function onrampNetworkName(chain: ChainService): string {
  return chain.config.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

function networkOf(chain: ChainService, contract: string): OnrampNetwork {
  return {
    name: onrampNetworkName(chain),
    display_name: chain.config.name,
    chain_id: chain.chainId.slice('eip155:'.length),
    contract_address: contract,
  }
}

/** Every token the sandbox sells: the local chains' ERC-20s with decimals, then their native currency. */
export function sandboxTokens(chains: ChainServices): SandboxToken[] {
  return chains.list
    .filter((chain) => sandboxChainIds.includes(chain.chainId))
    .flatMap((chain) => [
      ...chain.config.tokens
        .filter((token) => token.decimals > 0)
        .map((token) => ({
          chain,
          network: networkOf(chain, token.address),
          symbol: token.symbol,
          name: token.name,
          decimals: token.decimals,
          address: token.address as `0x${string}`,
        })),
      {
        chain,
        network: networkOf(chain, nativeContract),
        symbol: chain.config.nativeCurrency.symbol,
        name: chain.config.nativeCurrency.name,
        decimals: chain.config.nativeCurrency.decimals,
        address: undefined,
      },
    ])
}

/** Card and bank limits of every payment currency the sandbox takes. */
const paymentLimits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

/** The fiat currencies the sandbox takes and their value in US dollars (a fixed sandbox rate). */
export const sandboxFiatRates: Readonly<Record<string, number>> = { USD: 1, EUR: 1.08, GBP: 1.27 }

/** `GET /v1/onramp/options`: the tokens of the local chains by symbol, and the fiat currencies. */
export function onrampOptions(chains: ChainServices): OnrampOptions {
  const bySymbol = new Map<string, { name: string; networks: OnrampNetwork[] }>()
  for (const token of sandboxTokens(chains)) {
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

/** The token of a symbol on a network (by on-ramp name or numeric chain id); a 400 when the sandbox has none. */
export function sandboxTokenOf(chains: ChainServices, symbol: string, network: string): SandboxToken {
  const found = sandboxTokens(chains).find(
    (token) =>
      token.symbol === symbol && (token.network.name === network || token.network.chain_id === network),
  )
  if (!found)
    throw new HttpError(
      400,
      `The sandbox sells no ${symbol} on ${network}; GET /v1/onramp/options lists what it sells`,
    )
  return found
}
