import { proxy, subscribe } from 'valtio/vanilla'
import {
  formatBalance,
  formatUnits,
  isSwapNetwork,
  loadedCatalogue,
  type CaipAddress,
} from '@gatehouse/common'
import { hasContractCalls } from '@gatehouse/controllers'
import { createConvertClient } from './createConvertClient'
import { createQuoteFollower } from './createQuoteFollower'
import { describeSwapError } from './describeSwapError'
import type { SwapArguments } from './swapArguments'
import { approve, needsApproval, sendSwap, type SwapOrder } from './executeSwap'
import { catalogue as swapCatalogue } from './i18n/compiled/catalogue'
import { amountIn, chosenTokens, swapFormStatus } from './swapFormStatus'
import { describeSwapErrorOutcome, type SwapOutcome } from './swapOutcome'
import { typicalSwapGas } from './swapQuote'
import { emptySwap, type SwapState } from './swapState'
import { isNativeToken, swapTokens } from './swapTokens'
import type { SwapsContext } from './needs'

export { quoteDebounceMs, quoteRefreshMs } from './createQuoteFollower'
export type { SwapOutcome } from './swapOutcome'

/**
 * The swaps feature's controller, one per kit: the tokens of the active network with the account's
 * balances, a quote that follows the form (debounced, refreshed), then the preview, the approval when
 * the allowance is short (its receipt awaited) and the swap. A declined or failed step keeps the form.
 */
export function createSwapController(context: SwapsContext) {
  const state = proxy<SwapState>(emptySwap())
  const client = createConvertClient(context.api, context.options.state.projectId)
  let tokensRequest = 0

  const userAddress = () => context.chain.account()?.caipAddress
  const quotes = createQuoteFollower(state, client, userAddress)

  function mergeBalances() {
    const service = state.tokens
    if (service.length === 0) return
    state.tokens = swapTokens(service, context.portfolio.state.balances)
  }

  function reset() {
    quotes.stop()
    Object.assign(state, emptySwap())
  }

  // Another account or network starts over (its tokens, balances and quotes are not these).
  let lastKey = `${userAddress()}|${context.chain.caipNetworkId()}`
  const unsubscribeChain = subscribe(context.chain.state, () => {
    const key = `${userAddress()}|${context.chain.caipNetworkId()}`
    if (key === lastKey) return
    lastKey = key
    reset()
  })
  const unsubscribePortfolio = subscribe(context.portfolio.state, mergeBalances)

  function edited() {
    state.error = undefined
    state.preview = undefined
  }

  return {
    state,

    /**
     * Opens the Swap view on the active network: its tokens and balances, the native currency to sell.
     * Nothing is asked on a network without swaps (docs/reference/limits.md#swap-chains); the view says so.
     */
    async start(): Promise<void> {
      const chainId = context.chain.caipNetworkId()
      if (state.chainId === chainId && (state.tokensStatus === 'ready' || state.tokensStatus === 'loading')) {
        quotes.autoRefresh()
        return
      }
      reset()
      state.chainId = chainId
      if (!isSwapNetwork(chainId) || !chainId) {
        state.tokensStatus = 'unsupported'
        return
      }
      const request = ++tokensRequest
      state.tokensStatus = 'loading'
      try {
        const [tokens] = await Promise.all([client.tokens(chainId), context.portfolio.load()])
        if (request !== tokensRequest) return
        state.tokens = swapTokens(tokens, context.portfolio.state.balances)
        state.tokensStatus = 'ready'
        state.fromAddress = state.tokens.find(isNativeToken)?.address
      } catch (error) {
        if (request !== tokensRequest) return
        describeSwapError(error)
        state.tokensStatus = 'failed'
        return
      }
      quotes.autoRefresh()
    },

    /**
     * Fills the form from the host's `open({ view: 'Swap', arguments })`: tokens by symbol (a symbol
     * the network does not offer is ignored) and the amount; then asks the quote.
     */
    prefill(values: SwapArguments) {
      const bySymbol = (symbol: string | undefined) =>
        symbol && state.tokens.find((token) => token.symbol.toLowerCase() === symbol.toLowerCase())?.address
      const from = bySymbol(values.fromToken)
      const to = bySymbol(values.toToken)
      if (from) state.fromAddress = from
      if (to && to !== state.fromAddress) state.toAddress = to
      if (values.amount !== undefined) state.amount = values.amount
      edited()
      quotes.quoteSoon(0)
    },

    /** Stops the auto-refresh while the view is closed (the form stays). */
    pause() {
      quotes.pause()
    },

    /** Asks for the quote again now. */
    refreshQuote() {
      quotes.quoteNow()
    },

    setAmount(amount: string) {
      state.amount = amount
      edited()
      quotes.quoteSoon()
    },

    /** Sells all of the token (for the native currency, all but a typical swap's gas). */
    setMaximum() {
      const { from } = chosenTokens(state)
      if (!from) return
      const held = BigInt(amountIn({ amount: from.balance }, from) ?? 0n)
      const fee = isNativeToken(from) ? BigInt(state.gasPrice ?? '0') * typicalSwapGas * 2n : 0n
      const amount = held > fee ? held - fee : 0n
      state.amount = formatUnits(amount, from.decimals)
      edited()
      quotes.quoteSoon(0)
    },

    /** Shows the token list for one side, or the form again. */
    choose(step: 'selectFrom' | 'selectTo' | 'form') {
      state.step = step
    },

    /** Picks the token of the side being chosen; picking the other side's token turns the pair round. */
    selectToken(address: CaipAddress) {
      if (state.step === 'selectFrom') {
        if (address === state.toAddress) state.toAddress = state.fromAddress
        state.fromAddress = address
      } else {
        if (address === state.fromAddress) state.fromAddress = state.toAddress
        state.toAddress = address
      }
      state.step = 'form'
      edited()
      quotes.quoteSoon(0)
    },

    /** Turns the pair round: sells what was bought. */
    flip() {
      ;[state.fromAddress, state.toAddress] = [state.toAddress, state.fromAddress]
      edited()
      quotes.quoteSoon(0)
    },

    /** Checks the allowance and builds the swap for the preview; stays on the form when it cannot. */
    async review(): Promise<void> {
      const order = currentOrder()
      if (!order || swapFormStatus(state) !== 'ready' || state.stage !== 'idle') return
      state.stage = 'preparing'
      state.error = undefined
      try {
        const approval = await needsApproval(client, order)
        // Until the approval is on chain the swap cannot be estimated: a typical swap's gas stands in.
        const gas = approval ? typicalSwapGas : BigInt((await client.buildTransaction(order)).eip155.gas)
        state.preview = { needsApproval: approval, gas: (gas > 0n ? gas : typicalSwapGas).toString() }
        state.step = 'preview'
      } catch (error) {
        state.error = describeSwapError(error)
      } finally {
        state.stage = 'idle'
      }
    },

    /**
     * Approves when the allowance is short (and waits for its receipt), then builds, sends and waits for
     * the swap; refreshes the balances and returns to Account. A declined or failed step goes back to
     * the form with the tokens and amount as they were.
     */
    async confirm(): Promise<SwapOutcome> {
      const order = currentOrder()
      const adapter = context.adapters.find(context.chain.state.activeNamespace)
      const { from, to } = chosenTokens(state)
      if (!order || !adapter || !hasContractCalls(adapter) || !from || !to || state.stage !== 'idle')
        return 'invalid'
      state.error = undefined
      try {
        if (state.preview?.needsApproval ?? (await needsApproval(client, order))) {
          state.stage = 'approving'
          await approve(client, adapter, order)
        }
        state.stage = 'swapping'
        await sendSwap(client, adapter, order)
      } catch (error) {
        state.error = describeSwapError(error)
        state.stage = 'idle'
        state.step = 'form'
        state.preview = undefined
        quotes.quoteSoon(0)
        return describeSwapErrorOutcome(error)
      }
      const messages =
        loadedCatalogue(swapCatalogue, context.options.state.locale.locale) ?? swapCatalogue.source
      const bought = state.quote ? formatUnits(BigInt(state.quote.toAmount), to.decimals) : undefined
      context.toast.show(
        bought
          ? messages.swapped({
              fromAmount: state.amount.trim(),
              fromSymbol: from.symbol,
              toAmount: formatBalance(bought),
              toSymbol: to.symbol,
            })
          : messages.swappedPair({ fromSymbol: from.symbol, toSymbol: to.symbol }),
        'success',
      )
      await Promise.all([
        context.refreshBalance(true),
        context.portfolio.load({ force: true }).catch((error: unknown) => describeSwapError(error)),
      ])
      quotes.stop()
      Object.assign(state, { amount: '', quote: undefined, quoteStatus: 'idle', step: 'form', stage: 'idle' })
      state.preview = undefined
      context.router.reset('Account')
      return 'swapped'
    },

    reset,
    destroy() {
      quotes.destroy()
      unsubscribeChain()
      unsubscribePortfolio()
    },
  }

  function currentOrder(): SwapOrder | undefined {
    const { from, to } = chosenTokens(state)
    const amount = amountIn(state, from)
    const user = userAddress()
    if (!from || !to || amount === undefined || !user) return undefined
    return { from: from.address, to: to.address, amount, userAddress: user }
  }
}

export type SwapController = ReturnType<typeof createSwapController>
