import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorMessage, GatehouseError } from '@gatehouse/common'
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
