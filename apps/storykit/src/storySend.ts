import { proxy } from 'valtio/vanilla'
import type { Balance } from '@gatehouse/controllers'

/** What the Send view reads of its controller (the send feature's state, as the feature keeps it). */
export interface StorySendState {
  token: Balance | undefined
  sendTokenAmount: string
  receiverAddress: string
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  loading: boolean
  checking: boolean
  confirming: boolean
  estimatingMax: boolean
  error: string | undefined
  errorField: 'token' | 'amount' | 'receiver' | undefined
  errorValues: { symbol?: string; amount?: string } | undefined
}

/** The mainnet ether balance the story service lists (storyBlockchain.ts). */
export const storyEther: Balance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  value: 30_000,
  quantity: { decimals: '18', numeric: '10' },
}

/** The story service's GUSD balance on mainnet. */
export const storyGusd: Balance = {
  name: 'Gatehouse USD',
  symbol: 'GUSD',
  chainId: 'eip155:1',
  address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  price: 1,
  value: 1250.5,
  quantity: { decimals: '6', numeric: '1250.5' },
}

/**
 * A send controller in a set state, in place of the feature's own: the Send view as a visitor meets
 * it after a refused send (a reason under its field, or about the whole send), while the balance
 * and fee are checked, or while Max estimates the fee. Editing a field clears the reason, as the real controller does; sending does
 * nothing.
 */
export function storySend(state: Partial<StorySendState>) {
  const send = proxy<StorySendState>({
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
    ...state,
  })
  const clear = () => Object.assign(send, { error: undefined, errorField: undefined, errorValues: undefined })
  return {
    state: send,
    setToken(token: Balance | undefined) {
      send.token = token
      clear()
    },
    setAmount(amount: string) {
      send.sendTokenAmount = amount
      clear()
    },
    setReceiver(receiver: string) {
      send.receiverAddress = receiver
      clear()
    },
    // No fee is estimated here: the token's whole balance.
    fillMax: async (token: Balance) => {
      send.sendTokenAmount = token.quantity.numeric
      clear()
    },
    send: async () => 'invalid' as const,
    reset: clear,
    destroy: () => undefined,
  }
}
