import { describe, expect, it } from 'vitest'
import { assertTransferRequest } from './buildTransfer'
import { solanaTransferOf } from './solanaTransfer'

const receiver = '7iK3nkyJ5B993WhiCvsdYeJjdmCBuYCSbyWRubbDHRPM'
const mint = 'BmrHDitocWQUgGvcxH1kRaqT2Z5LWyXcZAfnHxwF9j9p'

describe('the kit’s transfer as Solana says it', () => {
  it('sends SOL when no token is named', () => {
    expect(solanaTransferOf({ to: receiver, amount: 1_250_000_000n })).toEqual({
      to: receiver,
      amount: 1_250_000_000n,
    })
  })

  it('sends the token whose mint is its address, with its decimals for the checked transfer', () => {
    const request = solanaTransferOf({
      to: receiver,
      amount: 7n,
      token: { address: mint, decimals: 6, symbol: 'USDC' },
    })
    expect(request).toEqual({ to: receiver, amount: 7n, mint, decimals: 6 })
    expect(() => assertTransferRequest(request)).not.toThrow()
  })

  it('refuses a token whose address is no mint', () => {
    const request = solanaTransferOf({
      to: receiver,
      amount: 7n,
      token: { address: '0x6B175474E89094C44Da98b954EedeAC495271d0F', decimals: 18, symbol: 'DAI' },
    })
    expect(() => assertTransferRequest(request)).toThrow('is not a Solana address')
  })
})
