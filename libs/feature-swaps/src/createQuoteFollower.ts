import type { CaipAddress } from '@gatehouse/common'
import type { ConvertClient } from './createConvertClient'
import { describeSwapError } from './describeSwapError'
import { amountIn, chosenTokens } from './swapFormStatus'
import { fetchSwapQuote } from './swapQuote'
import type { SwapState } from './swapState'

/** How long typing pauses before a quote is asked. */
export const quoteDebounceMs = 300
/** How often a shown quote is asked again while the form is open. */
export const quoteRefreshMs = 20_000

/**
 * The quote that follows the Swap form: asked after typing pauses, asked again every 20 s while the
 * form is open and idle; a newer ask aborts the older one, whose answer is then dropped.
 */
export function createQuoteFollower(
  state: SwapState,
  client: ConvertClient,
  userAddress: () => CaipAddress | undefined,
) {
  let quoteTimer: ReturnType<typeof setTimeout> | undefined
  let refreshTimer: ReturnType<typeof setInterval> | undefined
  let quoteRequest: AbortController | undefined

  /** Asks the quote of the form now: its gas price, then the best route. */
  async function quote() {
    const { from, to } = chosenTokens(state)
    const amount = amountIn(state, from)
    const user = userAddress()
    quoteRequest?.abort()
    if (!from || !to || amount === undefined || !user || !state.chainId) {
      state.quote = undefined
      state.quoteStatus = 'idle'
      return
    }
    const request = new AbortController()
    quoteRequest = request
    state.quoteStatus = 'loading'
    try {
      const gasPrice = await client.gasPrice(state.chainId)
      const next = await fetchSwapQuote(client, {
        amount,
        from: from.address,
        to: to.address,
        userAddress: user,
        gasPrice,
        signal: request.signal,
      })
      if (request.signal.aborted) return
      state.gasPrice = gasPrice.toString()
      state.quote = next
      state.quoteStatus = next ? 'ready' : 'failed'
      state.quoteError = undefined
    } catch (error) {
      if (request.signal.aborted) return
      state.quote = undefined
      state.quoteStatus = 'failed'
      state.quoteError = describeSwapError(error)
    }
  }

  /** Stops the pending and running ask (the auto-refresh goes on). */
  function stop() {
    clearTimeout(quoteTimer)
    quoteRequest?.abort()
    quoteRequest = undefined
  }

  return {
    /** Drops the shown quote and asks a new one after `delay` ms. */
    quoteSoon(delay = quoteDebounceMs) {
      clearTimeout(quoteTimer)
      quoteRequest?.abort()
      state.quote = undefined
      const { from, to } = chosenTokens(state)
      state.quoteStatus = from && to && amountIn(state, from) !== undefined ? 'loading' : 'idle'
      quoteTimer = setTimeout(() => void quote(), delay)
    },
    /** Asks for the quote again now. */
    quoteNow() {
      clearTimeout(quoteTimer)
      void quote()
    },
    /** Asks the shown quote again every 20 s while the form is open and idle. */
    autoRefresh() {
      refreshTimer ??= setInterval(() => {
        if (state.step === 'form' && state.stage === 'idle' && state.quoteStatus === 'ready') void quote()
      }, quoteRefreshMs)
    },
    /** Stops the auto-refresh until the next `autoRefresh`. */
    pause() {
      clearInterval(refreshTimer)
      refreshTimer = undefined
    },
    stop,
    /** Stops every ask and the auto-refresh, for good. */
    destroy() {
      stop()
      clearInterval(refreshTimer)
    },
  }
}

/** The quote follower of one swap controller. */
export type QuoteFollower = ReturnType<typeof createQuoteFollower>
