import { describe, expect, it } from 'vitest'
import { bestQuote, minimumReceived, networkFeeUsd, priceImpact, typicalSwapFee } from './swapQuote'

const quote = (toAmount: string) => ({
  id: null,
  fromAmount: '1000',
  fromAccount: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' as const,
  toAmount,
  toAccount: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3' as const,
})

describe('swap quote', () => {
  it('takes the quote that gives the most', () => {
    expect(bestQuote([quote('10'), quote('30'), quote('20')])?.toAmount).toBe('30')
    expect(bestQuote([])).toBeUndefined()
  })

  it('receives at least 99 % with the 1 % default slippage, rounded down', () => {
    expect(minimumReceived(1_000_000n)).toBe(990_000n)
    expect(minimumReceived(101n)).toBe(99n)
    expect(minimumReceived(1_000n, 0.5)).toBe(995n)
  })

  it('measures price impact against the rate of a reference amount', () => {
    // The reference gets 3000 per unit, the quote 2850: 5 % impact.
    expect(
      priceImpact({ fromAmount: 100n, toAmount: 285_000n }, { fromAmount: 1n, toAmount: 3_000n }),
    ).toBeCloseTo(5)
    // A rate as good as the reference (or better, by rounding) is no impact.
    expect(priceImpact({ fromAmount: 10n, toAmount: 30_000n }, { fromAmount: 1n, toAmount: 3_000n })).toBe(0)
    expect(priceImpact({ fromAmount: 10n, toAmount: 30_001n }, { fromAmount: 1n, toAmount: 3_000n })).toBe(0)
    expect(priceImpact({ fromAmount: 0n, toAmount: 0n }, { fromAmount: 1n, toAmount: 0n })).toBe(0)
  })

  it('prices the network fee from gas price × gas and the native price', () => {
    // 20 gwei × 150 000 gas = 0.003 ETH, at $3000 = $9.
    expect(
      networkFeeUsd({ gasPrice: 20_000_000_000n, gas: 150_000n, nativeDecimals: 18, nativePrice: 3000 }),
    ).toBeCloseTo(9)
    expect(
      networkFeeUsd({ gasPrice: 1n, gas: 1n, nativeDecimals: 18, nativePrice: undefined }),
    ).toBeUndefined()
    expect(typicalSwapFee(10n)).toBe(2_000_000n)
  })
})
