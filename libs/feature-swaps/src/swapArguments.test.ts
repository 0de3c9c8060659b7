import { describe, expect, it } from 'vitest'
import { readSwapArguments } from './swapArguments'

describe('swap arguments', () => {
  it('keeps the valid fields of open({ view: "Swap", arguments }) and drops the rest', () => {
    expect(readSwapArguments({ fromToken: 'ETH', toToken: 'GUSD', amount: '1.5' })).toEqual({
      fromToken: 'ETH',
      toToken: 'GUSD',
      amount: '1.5',
    })
    expect(readSwapArguments({ fromToken: 7, toToken: 'USDT', amount: '-1', extra: true })).toEqual({
      toToken: 'USDT',
    })
    expect(readSwapArguments({ amount: '1e9' })).toEqual({})
    expect(readSwapArguments(undefined)).toEqual({})
    expect(readSwapArguments('ETH')).toEqual({})
  })
})
