import type { CaipAddress, CaipNetworkId } from '@gatehouse/common'
import type { SwapQuote } from './swapQuote'
import type { SwapToken } from './swapTokens'

/** Where the Swap view is: the form, picking one of its tokens, or the preview before sending. */
export type SwapStep = 'form' | 'selectFrom' | 'selectTo' | 'preview'

/** What the swap is doing: nothing, reading what the preview needs, approving, or swapping. */
export type SwapStage = 'idle' | 'preparing' | 'approving' | 'swapping'

/** What the preview knows once the allowance is checked and the swap is built. */
export interface SwapPreview {
  needsApproval: boolean
  /** The gas the swap is estimated to use (a typical swap's until the approval is on chain). */
  gas: string
}

/** The Swap view's state, one per kit. */
export interface SwapState {
  /** The network the tokens and quotes are for. */
  chainId: CaipNetworkId | undefined
  tokensStatus: 'idle' | 'loading' | 'ready' | 'failed' | 'unsupported'
  /** The service's tokens with the account's balances, the native currency first. */
  tokens: SwapToken[]
  fromAddress: CaipAddress | undefined
  toAddress: CaipAddress | undefined
  /** The amount to sell, as the visitor typed it. */
  amount: string
  quote: SwapQuote | undefined
  quoteStatus: 'idle' | 'loading' | 'ready' | 'failed'
  /** The standard gas price of the network in wei, for the fee. */
  gasPrice: string | undefined
  step: SwapStep
  stage: SwapStage
  preview: SwapPreview | undefined
  /** The English reason the last quote failed (see describeSwapError). */
  quoteError: string | undefined
  /** The English reason the last preview or swap failed; cleared on edit. */
  error: string | undefined
}

/** A Swap view with nothing chosen. */
export function emptySwap(): SwapState {
  return {
    chainId: undefined,
    tokensStatus: 'idle',
    tokens: [],
    fromAddress: undefined,
    toAddress: undefined,
    amount: '',
    quote: undefined,
    quoteStatus: 'idle',
    gasPrice: undefined,
    step: 'form',
    stage: 'idle',
    preview: undefined,
    quoteError: undefined,
    error: undefined,
  }
}
