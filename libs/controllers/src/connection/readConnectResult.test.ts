import { describe, expect, it } from 'vitest'
import { readConnectResult } from './readConnectResult'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const good = { address, chainId: 31337, connectorId: 'io.test', accounts: [{ address }] }

describe('readConnectResult', () => {
  it('passes a readable answer through', () => {
    expect(readConnectResult('eip155', good)).toEqual(good)
    expect(readConnectResult('eip155', { ...good, chainId: '1' }).chainId).toBe('1')
    const solana = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
    expect(
      readConnectResult('solana', {
        address: solana,
        chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        connectorId: 'phantom',
        accounts: [{ address: solana }],
      }).address,
    ).toBe(solana)
  })

  it.each([
    ['a non-address account', { ...good, address: 'not-an-address' }],
    ['no account', { ...good, address: undefined }],
    ['an object for the account', { ...good, address: { address } }],
    ['a chain id that is not a number', { ...good, chainId: Number('banana') }],
    ['a negative chain id', { ...good, chainId: -1 }],
    ['a chain id of text', { ...good, chainId: 'banana' }],
    ['an account list that is not a list', { ...good, accounts: 'oops' }],
    ['a bad address in the account list', { ...good, accounts: [{ address }, { address: '0x12' }] }],
    ['no connector', { ...good, connectorId: '' }],
    ['nothing at all', undefined],
  ])('refuses %s with the catalogue message', (_case, answer) => {
    expect(() => readConnectResult('eip155', answer)).toThrow(
      expect.objectContaining({
        code: 'WalletAnswerUnreadable',
        message: 'The wallet sent an answer Gatehouse cannot read. Try again, or use another wallet.',
      }),
    )
  })
})
