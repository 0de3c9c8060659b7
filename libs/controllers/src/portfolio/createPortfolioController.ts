import * as v from 'valibot'
import { proxy } from 'valtio/vanilla'
import { CacheLifetime, ErrorMessage, Timing, type CaipAddress } from '@gatehouse/common'
import { balanceSchema, type Balance } from '../blockchain/blockchainSchemas'
import type { BlockchainClient } from '../blockchain/createBlockchainClient'
import type { ChainController } from '../chain/createChainController'
import type { Storage } from '../storage/createStorage'
import type { ToastController } from '../toast/createToastController'
import { emptyPortfolio, type PortfolioState } from './portfolioState'

interface PortfolioDeps {
  chain: ChainController
  blockchain: BlockchainClient
  storage: Storage
  toast: ToastController
  now?: () => number
  /** The state to keep the balances in (the kit creates it before this code loads). */
  state?: PortfolioState
}

const storedBalances = v.array(balanceSchema)

/** The active account's token balances (the Tokens tab and the Send token list), cached 30 s. */
export function createPortfolioController(deps: PortfolioDeps) {
  const { chain, blockchain, storage, toast, now = Date.now } = deps
  const state = deps.state ?? proxy<PortfolioState>(emptyPortfolio())
  let reading: { caipAddress: CaipAddress; done: Promise<void> } | undefined

  function cached(caipAddress: CaipAddress): Balance[] | undefined {
    const record = storage.get('portfolioCache')?.[caipAddress]
    if (!record || now() - record.timestamp >= CacheLifetime.portfolio) return undefined
    const balances = v.safeParse(storedBalances, record.balances)
    return balances.success ? balances.output : undefined
  }

  function remember(caipAddress: CaipAddress, address: string, balances: Balance[]) {
    // Expired records go as new ones are written, so the stored cache stays small.
    const fresh = Object.entries(storage.get('portfolioCache') ?? {}).filter(
      ([, record]) => now() - record.timestamp < CacheLifetime.portfolio,
    )
    storage.set('portfolioCache', {
      ...Object.fromEntries(fresh),
      [caipAddress]: { timestamp: now(), address, balances },
    })
  }

  async function read(caipAddress: CaipAddress, address: string, force: boolean) {
    const network = chain.network()
    if (!network || !(await blockchain.isSupported(network.caipNetworkId))) {
      Object.assign(state, { balances: [], status: 'unsupported' })
      return
    }
    const balances = await blockchain.balances({
      address,
      chainId: network.caipNetworkId,
      forceUpdate: force,
    })
    const kept = balances.filter((balance) => balance.quantity.decimals !== '0')
    remember(caipAddress, address, kept)
    if (state.caipAddress === caipAddress) {
      Object.assign(state, { balances: kept, status: 'ready', lastRetry: undefined })
    }
  }

  return {
    state,

    /**
     * Reads the active account's balances: from the 30 s cache unless forced, never within 30 s of a
     * failure. A failure empties nothing the visitor already sees and shows 'Token Balance Unavailable'.
     */
    async load(options: { force?: boolean } = {}): Promise<void> {
      const account = chain.account()
      const caipAddress = account?.caipAddress
      if (!caipAddress || !account.address) {
        Object.assign(state, { caipAddress: undefined, balances: [], status: 'idle' })
        return
      }
      if (state.caipAddress !== caipAddress) {
        const fromCache = cached(caipAddress)
        Object.assign(state, {
          caipAddress,
          balances: fromCache ?? [],
          status: fromCache ? 'ready' : 'loading',
        })
        if (fromCache && !options.force) return
      } else if (!options.force && state.status === 'ready' && cached(caipAddress)) {
        return
      }
      if (state.lastRetry !== undefined && now() - state.lastRetry < Timing.tokenBalanceRetryGap) return
      if (reading?.caipAddress === caipAddress && !options.force) return reading.done
      const done = read(caipAddress, account.address, options.force === true)
        .catch((error: unknown) => {
          if (state.caipAddress !== caipAddress) return
          Object.assign(state, { status: 'failed', lastRetry: now() })
          toast.show(ErrorMessage.tokenBalanceUnavailable, 'error')
          console.warn('[gatehouse] could not read the token balances', error)
        })
        .finally(() => {
          if (reading?.done === done) reading = undefined
        })
      reading = { caipAddress, done }
      return done
    },

    /** Forgets the account (disconnect). */
    reset() {
      Object.assign(state, emptyPortfolio())
    },
  }
}

export type PortfolioController = ReturnType<typeof createPortfolioController>
