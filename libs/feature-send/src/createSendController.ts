import { proxy, subscribe } from 'valtio/vanilla'
import {
  ErrorMessage,
  GatehouseError,
  isUserRejection,
  loadedCatalogue,
  type ChainNamespace,
} from '@gatehouse/common'
import { hasEvmTransactions, type Balance, type FeatureContext } from '@gatehouse/controllers'
import { sendOnBitcoin } from './bitcoinTransfer'
import { describeSendError } from './describeSendError'
import { catalogue as sendCatalogue } from './i18n/compiled/catalogue'
import { sendOnSolana } from './solanaTransfer'
import { erc20TransferAbi, isUsdtToken, usdtTransferAbi } from './tokenTransferAbi'
import { validateSend, type ValidSend } from './validateSend'

/** The Send state of SPEC §3 (token balances and their retry gap live in the kit's portfolio). */
export interface SendState {
  token: Balance | undefined
  /** The amount as the visitor typed it. */
  sendTokenAmount: string
  receiverAddress: string
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  loading: boolean
  /**
   * While loading: the wallet has signed and the transaction is out, waiting to be confirmed (Solana's
   * commitment, a Bitcoin block); false while the wallet is still asked.
   */
  confirming: boolean
  /** Why the last send did not go through; cleared when the visitor edits the form. */
  error: string | undefined
}

/** How a send ended. */
export type SendOutcome = 'sent' | 'declined' | 'failed' | 'invalid'

const emptySend = (): SendState => ({
  token: undefined,
  sendTokenAmount: '',
  receiverAddress: '',
  receiverProfileName: undefined,
  receiverProfileImageUrl: undefined,
  loading: false,
  confirming: false,
  error: undefined,
})

/**
 * The send feature's controller, one per kit. It keeps what the visitor entered through failures and
 * rejections, sends native coins and ERC-20 tokens (SOL and SPL tokens on Solana, BTC on Bitcoin)
 * through the adapter of the active namespace, and resets on success (SPEC §4) and on disconnect.
 */
export function createSendController(context: FeatureContext) {
  const state = proxy<SendState>(emptySend())

  function reset() {
    Object.assign(state, emptySend())
  }

  // Disconnecting or changing account clears the send state (SPEC §4).
  let lastAccount = context.chain.account()?.caipAddress
  const unsubscribe = subscribe(context.chain.state, () => {
    const account = context.chain.account()?.caipAddress
    if (account !== lastAccount) {
      lastAccount = account
      reset()
    }
  })

  async function transfer(namespace: ChainNamespace, send: ValidSend): Promise<void> {
    const confirming = () => {
      state.confirming = true
    }
    if (namespace === 'solana') return sendOnSolana(context, send, confirming)
    if (namespace === 'bip122') return sendOnBitcoin(context, send, confirming)
    if (namespace !== 'eip155') throw new GatehouseError('UnsupportedChain', ErrorMessage.unsupportedChain)
    const adapter = context.adapters.get(namespace)
    if (!hasEvmTransactions(adapter))
      throw new GatehouseError('UnsupportedChain', ErrorMessage.unsupportedChain)
    const to = send.receiver as `0x${string}`
    const contract = send.token?.address?.split(':')[2]
    if (!contract) {
      await adapter.sendTransaction({ to, value: send.value })
      return
    }
    await adapter.writeContract({
      address: contract as `0x${string}`,
      abi: isUsdtToken(send.token?.symbol ?? '') ? usdtTransferAbi : erc20TransferAbi,
      functionName: 'transfer',
      args: [to, send.value],
    })
  }

  return {
    state,

    setToken(token: Balance | undefined) {
      state.token = token
      state.error = undefined
    },
    setAmount(amount: string) {
      state.sendTokenAmount = amount
      state.error = undefined
    },
    setReceiver(receiver: string) {
      state.receiverAddress = receiver
      state.error = undefined
    },

    /**
     * Sends what the form holds. Invalid input, a declined request and a failure leave the form as it
     * was, with the reason in `error`; success resets it, returns ERC-20, Solana and Bitcoin sends to
     * Account and ends the native EVM send's step (SPEC §4).
     */
    async send(): Promise<SendOutcome> {
      if (state.loading) return 'invalid'
      const namespace = context.chain.state.activeNamespace
      const network = context.chain.network(namespace)
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
        state.error = checked.error
        return 'invalid'
      }
      state.loading = true
      state.error = undefined
      try {
        await transfer(namespace, checked)
      } catch (error) {
        state.error = describeSendError(error)
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
      // ERC-20, Solana and Bitcoin sends return to Account; a native EVM send ends its step (SPEC §4).
      if (checked.token?.address || namespace !== 'eip155') context.router.reset('Account')
      else context.router.goBack()
      return 'sent'
    },

    reset,
    destroy: unsubscribe,
  }
}

export type SendController = ReturnType<typeof createSendController>
