import { describe, expect, it } from 'vitest'
import { GatehouseError, isUserRejection, rpcErrorCode } from '@gatehouse/common'
import { asWalletError, BitcoinWalletError, methodNotSupported, userRejected } from './walletErrors'

describe('wallet errors', () => {
  it('reads a decline as 4001: a 4001 code, a code the protocol names, or words that say so', () => {
    expect(isUserRejection(asWalletError({ code: 4001, message: 'no' }))).toBe(true)
    expect(isUserRejection(asWalletError({ code: -32000, message: 'User rejected' }, [-32000]))).toBe(true)
    expect(isUserRejection(asWalletError(new Error('The user declined the request')))).toBe(true)
    expect(isUserRejection(userRejected('x'))).toBe(true)
  })

  it('keeps an unknown failure without an EIP-1193 code, so the kit shows its generic text', () => {
    const error = asWalletError({ code: -32603, message: 'Internal error' })
    expect(error).toBeInstanceOf(BitcoinWalletError)
    expect(error.message).toBe('Internal error')
    expect((error as BitcoinWalletError).walletCode).toBe(-32603)
    expect(rpcErrorCode(error)).toBeUndefined()
    expect(asWalletError('boom').message).toBe('boom')
  })

  it('does not take a coded error for a decline by its words', () => {
    expect(isUserRejection(asWalletError({ code: -32603, message: 'request rejected by node' }))).toBe(false)
  })

  it('passes the kit’s own errors unchanged', () => {
    const own = new GatehouseError('ChainNotSupported', 'Chain is not supported')
    expect(asWalletError(own)).toBe(own)
  })

  it('names a method the wallet lacks with 4200 and AppKit’s error name', () => {
    const error = methodNotSupported('Leather', 'bitcoin:switchNetwork', 'Switch in the wallet.')
    expect(error).toMatchObject({ name: 'MethodNotSupported', code: 4200, method: 'bitcoin:switchNetwork' })
    expect(error.message).toBe('Leather does not support bitcoin:switchNetwork. Switch in the wallet.')
  })
})
