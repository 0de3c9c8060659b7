import { describe, expect, it, vi } from 'vitest'
import { ErrorMessage, GatehouseError, loadCatalogue, RpcErrorCode } from '@gatehouse/common'
import { InsufficientLiquidityError } from './createConvertClient'
import { describeSwapError, swapReasons } from './describeSwapError'
import { swapCatalogue } from './i18n/swapMessages'
import { swapErrorText } from './swapErrorText'
import { swapFormStatus } from './swapFormStatus'
import { emptySwap, type SwapState } from './swapState'
import type { SwapToken } from './swapTokens'

const ether: SwapToken = {
  address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  logoUri: '',
  balance: '1',
  price: 3000,
}
const gusd: SwapToken = {
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  name: 'Gatehouse USD',
  symbol: 'GUSD',
  decimals: 6,
  logoUri: '',
  balance: '100',
  price: 1,
}

function form(change: Partial<SwapState>): SwapState {
  return {
    ...emptySwap(),
    tokens: [ether, gusd],
    fromAddress: ether.address,
    toAddress: gusd.address,
    gasPrice: '1000000000',
    ...change,
  }
}
const quoteOf = (fromAmount: string, toAmount = '1') => ({
  fromAmount,
  toAmount,
  priceImpact: 0,
  minimumReceived: '0',
  gasPrice: '1000000000',
})

describe('swap form status', () => {
  it('asks for both tokens, then an amount that is a positive number of the token', () => {
    expect(swapFormStatus(form({ toAddress: undefined, amount: '1' }))).toBe('chooseTokens')
    expect(swapFormStatus(form({ amount: '' }))).toBe('enterAmount')
    expect(swapFormStatus(form({ amount: 'abc' }))).toBe('invalidAmount')
    expect(swapFormStatus(form({ amount: '0' }))).toBe('invalidAmount')
  })

  it('counts the gas of a native swap against the balance', () => {
    // 1 ETH held: 0.5 leaves room for 200 000 gas at 1 gwei; all of it does not.
    const quote = quoteOf('500000000000000000')
    expect(swapFormStatus(form({ amount: '0.5', quote, quoteStatus: 'ready' }))).toBe('ready')
    expect(swapFormStatus(form({ amount: '1', quoteStatus: 'ready' }))).toBe('insufficientBalance')
    expect(swapFormStatus(form({ amount: '1.5' }))).toBe('insufficientBalance')
    // A token is paid from its own balance, the gas from the native one.
    const tokenSide = { fromAddress: gusd.address, toAddress: ether.address }
    expect(
      swapFormStatus(
        form({ ...tokenSide, amount: '100', quote: quoteOf('100000000'), quoteStatus: 'ready' }),
      ),
    ).toBe('ready')
    expect(swapFormStatus(form({ ...tokenSide, amount: '100.01' }))).toBe('insufficientBalance')
  })

  it('waits for the quote of this amount, and tells liquidity from other failures', () => {
    expect(swapFormStatus(form({ amount: '0.5', quoteStatus: 'loading' }))).toBe('quoting')
    expect(swapFormStatus(form({ amount: '0.5', quote: quoteOf('1'), quoteStatus: 'ready' }))).toBe('quoting')
    // A refresh keeps the shown quote usable.
    expect(
      swapFormStatus(form({ amount: '0.5', quote: quoteOf('500000000000000000'), quoteStatus: 'loading' })),
    ).toBe('ready')
    expect(
      swapFormStatus(
        form({ amount: '0.5', quoteStatus: 'failed', quoteError: swapReasons.insufficientLiquidity }),
      ),
    ).toBe('insufficientLiquidity')
    expect(
      swapFormStatus(
        form({ amount: '0.5', quoteStatus: 'failed', quoteError: ErrorMessage.somethingWentWrong }),
      ),
    ).toBe('quoteFailed')
    expect(
      swapFormStatus(
        form({ amount: '0.5', quote: quoteOf('500000000000000000', '0'), quoteStatus: 'ready' }),
      ),
    ).toBe('noRoute')
  })
})

describe('describeSwapError', () => {
  it('says Signature declined for a rejection, and the pools’ lack of liquidity', () => {
    expect(
      describeSwapError({ code: RpcErrorCode.USER_REJECTED, message: 'User rejected the request.' }),
    ).toBe('Signature declined')
    expect(describeSwapError(new InsufficientLiquidityError('no'))).toBe('Insufficient liquidity')
    expect(describeSwapError(new Error('execution reverted: K'))).toBe('The transaction was reverted.')
  })

  it('says a known cause in the catalogue’s words, not the generic text', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const named = (name: string, message: string) => Object.assign(new Error(message), { name })
    // The API client's errors for apps/cloud's convert service: a refused answer (a 502) and no answer.
    expect(
      describeSwapError(
        new GatehouseError('HttpRequestFailed', ErrorMessage.httpRequestFailed, { cause: { status: 502 } }),
      ),
    ).toBe('HTTP request failed.')
    expect(describeSwapError(new GatehouseError('HttpTimeout', ErrorMessage.requestTimedOut))).toBe(
      'The request took too long to respond.',
    )
    expect(describeSwapError(new TypeError('Failed to fetch'))).toBe('HTTP request failed.')
    expect(describeSwapError(named('ChainMismatchError', 'The current chain of the wallet (id: 1)'))).toBe(
      ErrorMessage.walletOnOtherChain,
    )
    expect(
      describeSwapError(
        new Error('Transaction failed', { cause: { details: 'insufficient funds for gas' } }),
      ),
    ).toBe('Insufficient funds for gas and value.')
    expect(warn).toHaveBeenCalled()
  })

  it('shows each known cause in the visitor’s language', async () => {
    const spanish = await loadCatalogue(swapCatalogue, 'es')
    for (const reason of [
      ErrorMessage.httpRequestFailed,
      ErrorMessage.requestTimedOut,
      ErrorMessage.walletOnOtherChain,
      ErrorMessage.requestAborted,
    ]) {
      expect(swapErrorText(reason, swapCatalogue.source)).toBe(reason)
      expect(swapErrorText(reason, spanish)).not.toBe(reason)
      expect(swapErrorText(reason, spanish)).not.toBe(spanish.errorNode())
    }
  })

  it('never shows an internal message: the generic text, the detail in the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(describeSwapError(new TypeError('x.map is not a function'))).toBe('Something went wrong')
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})
