import { proxy, subscribe } from 'valtio/vanilla'
import {
  isUserRejection,
  loadedCatalogue,
  NodeTransactionError,
  parseUnits,
  type ChainNamespace,
} from '@gatehouse/common'
import type { Balance } from '@gatehouse/controllers'
import { bitcoinSendMessages } from './bitcoinRules'
import { checkFunds, type NativeFunds } from './checkFunds'
import { sendFailureOf } from './describeSendError'
import { catalogue as sendCatalogue } from './i18n/compiled/catalogue'
import { maxSendAmount } from './maxSendAmount'
import { sendTransfer } from './transfer'
import {
  sendFieldMessages,
  validateSend,
  type SendField,
  type SendProblem,
  type ValidSend,
} from './validateSend'
import type { SendContext } from './needs'

/** The Send state (token balances and their retry gap live in the kit's portfolio). */
export interface SendState {
  token: Balance | undefined
  /** The amount as the visitor typed it. */
  sendTokenAmount: string
  receiverAddress: string
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  loading: boolean
  /** While loading: the balance and the fee are being checked, before the wallet is asked. */
  checking: boolean
  /**
   * While loading: the wallet has signed and the transaction is out, waiting to be confirmed (Solana's
   * commitment, a Bitcoin block); false while the wallet is still asked.
   */
  confirming: boolean
  /** Max was pressed for the native coin and its network fee is being estimated. */
  estimatingMax: boolean
  /**
   * Why the last send did not go through, in English (a catalogue message or one of the view's);
   * cleared, with its field and values, when the visitor edits the form.
   */
  error: string | undefined
  /** The field the error is about; undefined when it is about the send as a whole. */
  errorField: SendField | undefined
  /** The amount and symbol the error names (the coin that pays the fee, an account's minimum). */
  errorValues: SendProblem['values']
}

const insufficientFunds = NodeTransactionError.insufficientFunds.message

/** How a send ended. */
export type SendOutcome = 'sent' | 'declined' | 'failed' | 'invalid'

// The reasons a new balance may make untrue.
const fundsReasons = new Set<string>([
  insufficientFunds,
  sendFieldMessages.amountAboveBalance,
  sendFieldMessages.feeAboveBalance,
  sendFieldMessages.keepAccountMinimum,
  bitcoinSendMessages.insufficientFunds,
])

const emptySend = (): SendState => ({
  token: undefined,
  sendTokenAmount: '',
  receiverAddress: '',
  receiverProfileName: undefined,
  receiverProfileImageUrl: undefined,
  loading: false,
  checking: false,
  confirming: false,
  estimatingMax: false,
  error: undefined,
  errorField: undefined,
  errorValues: undefined,
})

/**
 * The send feature's controller, one per kit. It keeps what the visitor entered through failures and
 * rejections, sends native coins and ERC-20 tokens (SOL and SPL tokens on Solana, BTC on Bitcoin)
 * through the adapter of the active namespace after checking the balance and the fee, and resets on
 * success and on disconnect.
 */
export function createSendController(context: SendContext) {
  const state = proxy<SendState>(emptySend())
  // Counts what makes a running Max estimate moot (another amount, token or account, a send): its
  // answer is filled in only when nothing of that happened meanwhile.
  let amountEdits = 0

  function dropMaxEstimate() {
    amountEdits++
    state.estimatingMax = false
  }

  function reset() {
    dropMaxEstimate()
    Object.assign(state, emptySend())
  }

  function showProblem(problem: SendProblem | undefined) {
    state.error = problem?.error
    state.errorField = problem?.field
    state.errorValues = problem?.values
  }

  /** The native coin of the account: what pays the fee (its balance as the adapter last read it). */
  function nativeFunds(namespace: ChainNamespace): NativeFunds {
    const currency = context.chain.network(namespace)?.nativeCurrency
    const decimals = currency?.decimals ?? 18
    const balance = context.chain.account(namespace)?.balance
    return {
      balance: balance === undefined ? undefined : parseUnits(balance, decimals),
      symbol: currency?.symbol ?? '',
      decimals,
    }
  }

  // Disconnecting or changing account clears the send state; a new balance, a reason about funds.
  let lastAccount = context.chain.account()?.caipAddress
  let lastBalance = context.chain.account()?.balance
  const unsubscribe = subscribe(context.chain.state, () => {
    const account = context.chain.account()?.caipAddress
    const balance = context.chain.account()?.balance
    if (account !== lastAccount) {
      lastAccount = account
      lastBalance = balance
      reset()
    } else if (balance !== lastBalance) {
      lastBalance = balance
      if (state.error && fundsReasons.has(state.error)) showProblem(undefined)
    }
  })

  function transfer(namespace: ChainNamespace, send: ValidSend): Promise<void> {
    return sendTransfer(context, namespace, send, () => {
      state.confirming = true
    })
  }

  return {
    state,

    setToken(token: Balance | undefined) {
      dropMaxEstimate()
      state.token = token
      showProblem(undefined)
    },
    setAmount(amount: string) {
      dropMaxEstimate()
      state.sendTokenAmount = amount
      showProblem(undefined)
    },

    /**
     * Fills in the most of `token` a send can carry (`maxSendAmount`): for the native coin the
     * balance less the estimated network fee, meanwhile `estimatingMax`; the other fields stay as
     * they are. A balance the fee takes whole fills in 0 with the catalogue's insufficient-funds
     * reason on the amount. The answer is dropped when the visitor changes the amount, the token or
     * the account, or sends, before it arrives.
     */
    async fillMax(token: Balance): Promise<void> {
      if (state.loading || state.estimatingMax) return
      const edit = ++amountEdits
      state.estimatingMax = true
      const max = await maxSendAmount(context, token, state.receiverAddress).finally(() => {
        if (edit === amountEdits) state.estimatingMax = false
      })
      if (edit !== amountEdits) return
      state.sendTokenAmount = max.amount
      showProblem(max.feeExceedsBalance ? { error: insufficientFunds, field: 'amount' } : undefined)
    },
    setReceiver(receiver: string) {
      state.receiverAddress = receiver
      showProblem(undefined)
    },

    /**
     * Sends what the form holds. Invalid input, a balance that cannot pay the amount and the fee, a
     * declined request and a failure leave the form as it was, with the reason (and its field) in
     * `error`; success resets it, returns ERC-20, Solana and Bitcoin sends to Account and ends the
     * native EVM send's step.
     */
    async send(): Promise<SendOutcome> {
      if (state.loading) return 'invalid'
      // A send goes with the amount on screen; a Max estimate still running does not change it later.
      dropMaxEstimate()
      const namespace = context.chain.state.activeNamespace
      const network = context.chain.network(namespace)
      const account = context.chain.account()?.caipAddress
      const checked = validateSend(
        { token: state.token, amount: state.sendTokenAmount, receiver: state.receiverAddress },
        {
          namespace,
          nativeDecimals: network?.nativeCurrency.decimals ?? 18,
          caipNetworkId: network?.caipNetworkId,
          nativeBalance: context.chain.account(namespace)?.balance,
        },
      )
      if ('error' in checked) {
        showProblem(checked)
        return 'invalid'
      }
      state.loading = true
      state.checking = true
      showProblem(undefined)
      let problem: SendProblem | undefined
      try {
        problem = await checkFunds(context, namespace, checked, nativeFunds(namespace))
      } finally {
        state.checking = false
      }
      // The account changed while the fee was estimated: the form was reset, and nothing is sent.
      if (context.chain.account()?.caipAddress !== account) {
        state.loading = false
        return 'invalid'
      }
      if (problem) {
        state.loading = false
        showProblem(problem)
        return 'invalid'
      }
      try {
        await transfer(namespace, checked)
      } catch (error) {
        showProblem(sendFailureOf(error))
        if (isUserRejection(error)) return 'declined'
        console.warn('[gatehouse] the send failed', error)
        return 'failed'
      } finally {
        state.loading = false
        state.confirming = false
      }
      const symbol = checked.token?.symbol ?? network?.nativeCurrency.symbol ?? ''
      // Read now: the visitor may have changed language since the controller was made.
      const messages =
        loadedCatalogue(sendCatalogue, context.options.state.locale.locale) ?? sendCatalogue.source
      context.toast.show(messages.sent({ amount: state.sendTokenAmount.trim(), symbol }), 'success')
      reset()
      // ERC-20, Solana and Bitcoin sends return to Account; a native EVM send ends its step.
      if (checked.token?.address || namespace !== 'eip155') context.router.reset('Account')
      else context.router.goBack()
      return 'sent'
    },

    reset,
    destroy: unsubscribe,
  }
}

export type SendController = ReturnType<typeof createSendController>
