import { describe, expect, it } from 'vitest'
import { isSelection, orderCoins, selectCoins, type Coin } from './coinSelection'
import { feeOf, transactionWeight } from './transactionSize'

const coin = (value: bigint, vout = 0, confirmed = true, txid = 'aa'.repeat(32)): Coin => ({
  txid,
  vout,
  value,
  confirmed,
})
const base = { kind: 'wpkh' as const, feeRate: 4, receiverScriptLength: 22, changeScriptLength: 22 }
const feeWithChange = (inputs: number) => feeOf(transactionWeight(Array(inputs).fill('wpkh'), [22, 22]), 4)
const feeWithout = (inputs: number) => feeOf(transactionWeight(Array(inputs).fill('wpkh'), [22]), 4)

describe('largest-first coin selection', () => {
  it('orders confirmed coins first, largest first, then by outpoint', () => {
    const ordered = orderCoins([coin(5n, 0, false), coin(2n, 1), coin(3n, 2), coin(3n, 0)])
    expect(ordered.map((entry) => [entry.value, entry.vout])).toEqual([
      [3n, 0],
      [3n, 2],
      [2n, 1],
      [5n, 0],
    ])
  })

  it('pays from the largest coin and sends the change back', () => {
    const result = selectCoins({
      ...base,
      coins: [coin(200_000_000n, 0), coin(300_000_000n, 1)],
      amount: 100_000_000n,
    })
    expect(isSelection(result)).toBe(true)
    if (!isSelection(result)) return
    expect(result.inputs.map((input) => input.vout)).toEqual([1])
    expect(result.fee).toBe(feeWithChange(1))
    expect(result.change).toBe(300_000_000n - 100_000_000n - feeWithChange(1))
  })

  it('adds coins until the amount and the fee of every input are paid', () => {
    const result = selectCoins({
      ...base,
      coins: [coin(3_000n, 0), coin(4_000n, 1), coin(5_000n, 2)],
      amount: 8_000n,
    })
    if (!isSelection(result)) throw new Error('expected a selection')
    expect(result.inputs.map((input) => input.value)).toEqual([5_000n, 4_000n])
    // 9 000 - 8 000 - fee with change is under 546: no change output, the rest is fee.
    expect(result.change).toBe(0n)
    expect(result.fee).toBe(1_000n)
    expect(result.fee >= feeWithout(2)).toBe(true)
  })

  it('keeps change of exactly 546 sats and leaves 545 to the fee', () => {
    const amount = 10_000n
    const exact = selectCoins({ ...base, coins: [coin(amount + feeWithChange(1) + 546n)], amount })
    expect(exact).toMatchObject({ change: 546n, fee: feeWithChange(1) })
    const under = selectCoins({ ...base, coins: [coin(amount + feeWithChange(1) + 545n)], amount })
    expect(under).toMatchObject({ change: 0n, fee: feeWithChange(1) + 545n })
  })

  it('spends a coin that pays the amount and the fee exactly, without change', () => {
    const result = selectCoins({ ...base, coins: [coin(10_000n + feeWithout(1))], amount: 10_000n })
    expect(result).toMatchObject({ change: 0n, fee: feeWithout(1) })
  })

  it('says what is missing when the coins cannot pay', () => {
    expect(selectCoins({ ...base, coins: [coin(1_000n), coin(2_000n, 1)], amount: 3_000n })).toEqual({
      available: 3_000n,
      required: 3_000n + feeWithout(2),
    })
    expect(selectCoins({ ...base, coins: [], amount: 1_000n })).toEqual({
      available: 0n,
      required: 1_000n + feeWithout(1),
    })
  })
})
