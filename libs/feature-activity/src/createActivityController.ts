import { proxy } from 'valtio/vanilla'
import { ErrorMessage, GatehouseError, isGatehouseError } from '@gatehouse/common'
import type { Transaction } from '@gatehouse/controllers'
import type { ActivityContext } from './needs'
import { keepTransactions } from './activityRules'

/** The transactions list (see the feature's README): loading, empty, failed, next cursor. */
export interface ActivityState {
  /** The account and chain the list belongs to (CAIP-10). */
  caipAddress: string | undefined
  transactions: Transaction[]
  /** The cursor of the next page; undefined on the last page and after a failure. */
  next: string | undefined
  loading: boolean
  /** True once a first page arrived and held nothing to show. */
  empty: boolean
  /**
   * True when the last read failed (the service refused, answered junk, or did not answer within the
   * HTTP timeout): the tab says so with Try again, never 'No activity yet'.
   */
  failed: boolean
}

/**
 * The activity feature's controller, one per kit: the active account's history on the active chain,
 * a page at a time. A failed fetch empties the list, clears the cursor, shows 'Failed to fetch
 * transactions', reports ERROR_FETCH_TRANSACTIONS and marks the list `failed`, so a
 * history that could not be read is not shown as an empty one.
 */
export function createActivityController(context: ActivityContext) {
  const state = proxy<ActivityState>({
    caipAddress: undefined,
    transactions: [],
    next: undefined,
    loading: false,
    empty: false,
    failed: false,
  })
  let request: AbortController | undefined

  async function fetchPage(cursor: string | undefined, signal: AbortSignal) {
    const account = context.chain.account()
    const network = context.chain.network()
    if (!account?.address || !network) {
      throw new GatehouseError('TransactionsNeedAddress', ErrorMessage.transactionsNeedAccountAddress)
    }
    const page = await context.blockchain.history({
      address: account.address,
      chainId: network.caipNetworkId,
      cursor,
      signal,
    })
    return { ...page, data: keepTransactions(page.data, network.caipNetworkId) }
  }

  async function load(cursor: string | undefined) {
    request?.abort()
    const controller = new AbortController()
    request = controller
    state.loading = true
    state.failed = false
    try {
      const page = await fetchPage(cursor, controller.signal)
      if (controller.signal.aborted) return
      state.transactions = cursor ? [...state.transactions, ...page.data] : page.data
      state.next = page.next
      state.empty = state.transactions.length === 0
    } catch (error) {
      if (controller.signal.aborted) return
      Object.assign(state, { transactions: [], next: undefined, empty: false, failed: true })
      context.toast.show(ErrorMessage.failedToFetchTransactions, 'error')
      context.analytics.track('ERROR_FETCH_TRANSACTIONS', {
        address: context.chain.account()?.address,
        projectId: context.options.state.projectId,
        cursor,
        message: isGatehouseError(error) ? error.message : String(error),
      })
      console.warn('[gatehouse] could not fetch the transactions', error)
    } finally {
      if (request === controller) {
        state.loading = false
        request = undefined
      }
    }
  }

  return {
    state,

    /** Reads the first page again (the Activity tab opens, the account or network changed). */
    refresh(): Promise<void> {
      const caipAddress = context.chain.account()?.caipAddress
      if (caipAddress !== state.caipAddress) {
        Object.assign(state, { caipAddress, transactions: [], next: undefined, empty: false, failed: false })
      }
      return load(undefined)
    },

    /** Reads the next page, if there is one and none is on its way. */
    loadMore(): Promise<void> {
      if (!state.next || state.loading) return Promise.resolve()
      return load(state.next)
    },

    destroy() {
      request?.abort()
    },
  }
}

export type ActivityController = ReturnType<typeof createActivityController>
