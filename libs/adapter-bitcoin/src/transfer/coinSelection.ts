import { feeOf, transactionWeight, type SpendKind } from './transactionSize'

/** Change below this goes to the fee rather than to an output nobody could spend at a profit. */
export const changeDustLimit = 546n

/** A coin to choose from: an unspent output of the payment address. */
export interface Coin {
  txid: string
  vout: number
  value: bigint
  confirmed: boolean
}

/** What paying needs: the coins, their kind, the amount, the rate and the outputs' scripts. */
export interface SelectionRequest {
  coins: readonly Coin[]
  kind: SpendKind
  amount: bigint
  /** sat/vB. */
  feeRate: number
  receiverScriptLength: number
  changeScriptLength: number
}

/** The coins chosen, the fee, and the change (0n when there is no change output). */
export interface Selection {
  inputs: Coin[]
  fee: bigint
  change: bigint
}

/** Not enough coins: what the address holds, and what the payment needs with its fee. */
export interface Shortfall {
  available: bigint
  required: bigint
}

/** Confirmed coins first, each group largest first; ties by outpoint, so the choice is repeatable. */
export function orderCoins(coins: readonly Coin[]): Coin[] {
  return [...coins].sort((a, b) => {
    if (a.confirmed !== b.confirmed) return a.confirmed ? -1 : 1
    if (a.value !== b.value) return a.value > b.value ? -1 : 1
    return a.txid === b.txid ? a.vout - b.vout : a.txid < b.txid ? -1 : 1
  })
}

/**
 * Largest-first coin selection. Coins are added (confirmed ones first, largest first) until they
 * pay the amount and the fee of the transaction without change; then change goes back to the
 * payment address when it is at least 546 sats after paying for its own output, else it is left
 * to the fee. Largest-first keeps the transaction small (few inputs, so a low fee) at the cost of
 * consolidating less; branch-and-bound would save the change output only now and then.
 */
export function selectCoins(request: SelectionRequest): Selection | Shortfall {
  const { amount, feeRate, kind } = request
  const inputs: Coin[] = []
  let total = 0n
  let required = amount
  for (const coin of orderCoins(request.coins)) {
    inputs.push(coin)
    total += coin.value
    const kinds = inputs.map(() => kind)
    const feeWithout = feeOf(transactionWeight(kinds, [request.receiverScriptLength]), feeRate)
    required = amount + feeWithout
    if (total < required) continue
    const feeWith = feeOf(
      transactionWeight(kinds, [request.receiverScriptLength, request.changeScriptLength]),
      feeRate,
    )
    const change = total - amount - feeWith
    if (change >= changeDustLimit) return { inputs, fee: feeWith, change }
    return { inputs, fee: total - amount, change: 0n }
  }
  if (inputs.length === 0)
    required = amount + feeOf(transactionWeight([kind], [request.receiverScriptLength]), feeRate)
  return { available: total, required }
}

/** True when the selection found enough coins. */
export function isSelection(result: Selection | Shortfall): result is Selection {
  return 'inputs' in result
}
