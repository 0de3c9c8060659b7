import { GatehouseError, OptionsMessage, type Network } from '@gatehouse/common'

/** An unspent output as AppKit's `api.getUTXOs` returns it (value in satoshis). */
export interface BitcoinUtxo {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean; block_height?: number; block_hash?: string; block_time?: number }
}

/** Where the adapter reads chain data, where the host wants another source than the REST API. */
export interface BitcoinApi {
  /** The unspent outputs of an address (balance and coin selection). */
  getUTXOs?(params: { network: Network; address: string }): Promise<BitcoinUtxo[]>
}

/** Options of `new BitcoinAdapter(...)`, as AppKit's. */
export interface BitcoinAdapterOptions {
  /** The Bitcoin networks the adapter works on. Default: bitcoin and bitcoinTestnet. */
  networks?: readonly Network[] | undefined
  /** Accepted for AppKit's signature; the kit's `projectId` (createAppKit's) is the one used. */
  projectId?: string | undefined
  /** Another source of UTXOs than each network's REST API (AppKit's `api.getUTXOs`). */
  api?: BitcoinApi | undefined
}

const supported: ReadonlySet<string> = new Set<keyof BitcoinAdapterOptions>(['networks', 'projectId', 'api'])

function invalid(detail: string): GatehouseError {
  return new GatehouseError('InvalidOptions', OptionsMessage.invalidOptions(`BitcoinAdapter ${detail}`))
}

/**
 * Checks the options: an option Gatehouse does not implement is named rather than ignored, every
 * network is a bip122 one with a REST base, `api.getUTXOs` is a function.
 * @throws GatehouseError 'InvalidOptions' naming the option.
 */
export function readOptions(options: unknown): BitcoinAdapterOptions {
  if (options === undefined) return {}
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw invalid('takes an options object')
  const given = options as Record<string, unknown>
  const unsupported = Object.keys(given).filter((name) => !supported.has(name) && given[name] !== undefined)
  if (unsupported.length > 0) {
    throw invalid(
      `does not support ${unsupported.map((name) => `"${name}"`).join(', ')} (supported: ${[...supported].join(', ')})`,
    )
  }
  const { networks, projectId, api } = given as BitcoinAdapterOptions
  if (networks !== undefined) {
    if (!Array.isArray(networks) || networks.length === 0)
      throw invalid('networks: give at least one network')
    for (const network of networks as unknown[]) {
      const candidate = network as Partial<Network> | null
      if (candidate?.chainNamespace !== 'bip122')
        throw invalid(`networks: ${String(candidate?.name ?? network)} is not a Bitcoin (bip122) network`)
      const rest = candidate.rpcUrls?.default?.http?.[0]
      if (typeof rest !== 'string' || !/^https?:\/\//.test(rest))
        throw invalid(`networks: ${candidate.name} needs an http(s) REST base in rpcUrls.default.http[0]`)
    }
  }
  if (projectId !== undefined && typeof projectId !== 'string') throw invalid('projectId: must be a string')
  if (api !== undefined) {
    if (typeof api !== 'object' || api === null) throw invalid('api: must be an object')
    const extra = Object.keys(api).filter((name) => name !== 'getUTXOs')
    if (extra.length > 0)
      throw invalid(`api: does not support ${extra.map((name) => `"${name}"`).join(', ')}`)
    if (api.getUTXOs !== undefined && typeof api.getUTXOs !== 'function')
      throw invalid('api.getUTXOs: must be a function')
  }
  return given as BitcoinAdapterOptions
}
