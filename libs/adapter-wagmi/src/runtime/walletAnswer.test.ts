import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { GatehouseError } from '@gatehouse/common'
import { asConnectError, evmAccountsAnswer, evmChainIdAnswer, readConnection } from './walletAnswer'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('asConnectError', () => {
  it('turns what reading a malformed answer throws into the catalogue error', () => {
    const notAList = new TypeError('requestedAccounts.map is not a function')
    const notAnAddress = Object.assign(new Error('Address "nope" is invalid.'), {
      name: 'InvalidAddressError',
    })
    for (const error of [notAList, notAnAddress]) {
      expect(asConnectError(error)).toMatchObject({
        code: 'WalletAnswerUnreadable',
        message: 'The wallet sent an answer Gatehouse cannot read. Try again, or use another wallet.',
        cause: error,
      })
    }
  })

  it("passes a wallet's own error and Gatehouse's on", () => {
    const declined = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const own = new GatehouseError('ConnectorNotFound', 'Connector x not found')
    const other = Object.assign(new Error('Connector already connected.'), {
      name: 'ConnectorAlreadyConnectedError',
    })
    expect(asConnectError(declined)).toBe(declined)
    expect(asConnectError(own)).toBe(own)
    expect(asConnectError(other)).toBe(other)
  })
})

describe('readConnection', () => {
  it('accepts EVM addresses on a positive whole chain id', () => {
    expect(readConnection([address], 31337)).toEqual({ accounts: [address], chainId: 31337 })
  })

  it.each([
    ['no accounts', [], 1],
    ['a non-address', ['not-an-address'], 1],
    ['a non-address and null', ['not-an-address', null], 1],
    ['an address and null', [address, null], 1],
    ['a number for an account', [42], 1],
    ['not a list', 'oops', 1],
    ['a junk chain id', [address], Number('banana')],
    ['a zero chain id', [address], 0],
    ['a chain id of text', [address], '0x1'],
  ])('refuses %s', (_case, accounts, chainId) => {
    expect(readConnection(accounts, chainId)).toBeUndefined()
  })
})

describe('the wallet answer schemas', () => {
  it('read an account list of EVM addresses, an empty one included (a wallet that let go)', () => {
    expect(v.is(evmAccountsAnswer, [address])).toBe(true)
    expect(v.is(evmAccountsAnswer, [])).toBe(true)
  })

  it.each([
    ['a non-address and null', ['not-an-address', null]],
    ['an address and null', [address, null]],
    ['an object', [{ address }]],
    ['text', address],
    ['nothing', undefined],
  ])('refuse an account list with %s', (_case, answer) => {
    expect(v.is(evmAccountsAnswer, answer)).toBe(false)
  })

  it('read a chain id as hex, decimal text or a number', () => {
    expect(v.parse(evmChainIdAnswer, '0x7a69')).toBe(31337)
    expect(v.parse(evmChainIdAnswer, '31337')).toBe(31337)
    expect(v.parse(evmChainIdAnswer, 1)).toBe(1)
  })

  it.each([['banana'], [''], ['0x'], ['0x0'], [-1], [1.5], [Number.NaN], [null], [['0x1']]])(
    'refuse the chain id %j',
    (answer) => {
      expect(v.is(evmChainIdAnswer, answer)).toBe(false)
    },
  )
})
