import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorMessage, GatehouseError, NodeTransactionError } from '@gatehouse/common'
import { describeWalletError } from './describeWalletError'

afterEach(() => vi.restoreAllMocks())

describe('describeWalletError', () => {
  it("gives Gatehouse's own errors their catalogue text", () => {
    const error = new GatehouseError('WalletAnswerUnreadable', ErrorMessage.walletAnswerUnreadable)
    expect(describeWalletError(error)).toBe(ErrorMessage.walletAnswerUnreadable)
  })

  it("gives a wallet's EIP-1193 error the wallet's own first line", () => {
    const declined = Object.assign(new Error('User rejected the request.\n\nDetails: popup closed'), {
      code: 4001,
    })
    expect(describeWalletError(declined)).toBe('User rejected the request.')
    expect(describeWalletError({ code: -32002, message: 'Request already pending. Please wait.' })).toBe(
      'Request already pending. Please wait.',
    )
    expect(describeWalletError({ code: 4100, message: 'x'.repeat(300) })).toHaveLength(160)
  })

  it('says a known cause in the catalogue’s words, not the generic text', () => {
    const named = (name: string, message: string, cause?: unknown) =>
      Object.assign(new Error(message, cause === undefined ? undefined : { cause }), { name })
    const cases: [unknown, string][] = [
      // viem wraps the node's answer (with its RPC code) in the action's error.
      [
        named('TransactionExecutionError', 'Transaction failed.', {
          code: -32000,
          message: 'insufficient funds for gas * price + value',
        }),
        NodeTransactionError.insufficientFunds.message,
      ],
      [
        named('ChainMismatchError', 'The current chain of the wallet (id: 1) does not match (id: 10).'),
        ErrorMessage.walletOnOtherChain,
      ],
      [named('TimeoutError', 'The request took too long to respond.'), ErrorMessage.requestTimedOut],
      [
        named('SwitchChainError', 'x', named('HttpRequestError', 'HTTP request failed.')),
        ErrorMessage.httpRequestFailed,
      ],
      [new TypeError('Failed to fetch'), ErrorMessage.httpRequestFailed],
      [named('AbortError', 'The operation was aborted.'), ErrorMessage.requestAborted],
    ]
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    for (const [error, text] of cases) expect(describeWalletError(error)).toBe(text)
    expect(warn).not.toHaveBeenCalled()
    // A decline stays in the wallet's words, even when its text mentions a timeout.
    expect(
      describeWalletError({ code: 4001, message: 'User rejected: The request took too long to respond.' }),
    ).toBe('User rejected: The request took too long to respond.')
  })

  it('never shows a JavaScript message: the catalogue text, with the detail in the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const internal = [
      new TypeError('requestedAccounts.map is not a function'),
      Object.assign(new Error('Address "0xnope" is invalid.'), { name: 'InvalidAddressError' }),
      new Error('Cannot read properties of undefined (reading "length")'),
      { weird: true },
      'a string',
      undefined,
    ]
    for (const error of internal) expect(describeWalletError(error)).toBe('Something went wrong')
    expect(warn).toHaveBeenCalledTimes(internal.length)
    expect(warn).toHaveBeenCalledWith(expect.any(String), internal[0])
  })
})
