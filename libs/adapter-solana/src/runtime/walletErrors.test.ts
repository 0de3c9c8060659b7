import { describe, expect, it } from 'vitest'
import { isUserRejection, nodeErrorMessage } from '@gatehouse/common'
import { asTransactionError, asWalletError } from './walletErrors'

describe('Solana wallet errors', () => {
  it('reads a decline in the wallet’s words as EIP-1193 4001, keeping the wallet’s error', () => {
    for (const message of ['User rejected the request.', 'Transaction cancelled', 'Approval denied']) {
      const original = new Error(message)
      const read = asWalletError(original)
      expect(isUserRejection(read)).toBe(true)
      expect((read as Error).cause).toBe(original)
    }
  })

  it('keeps a wallet’s own code and anything else unchanged', () => {
    const coded = Object.assign(new Error('rejected'), { code: -32603 })
    expect(asWalletError(coded)).toBe(coded)
    const locked = new Error('The wallet is locked')
    expect(asWalletError(locked)).toBe(locked)
  })

  it('puts the programs’ logs of a refused transaction where the catalogue finds the node’s error', () => {
    const preflight = Object.assign(new Error('Transaction simulation failed'), {
      context: {
        logs: [
          'Program 11111111111111111111111111111111 invoke [1]',
          'Transfer: insufficient lamports 5, need 10',
        ],
      },
    })
    const read = asTransactionError(new Error('send failed', { cause: preflight }))
    expect(nodeErrorMessage(read)).toBe('Insufficient funds for gas and value.')
    expect(isUserRejection(asTransactionError({ code: 4001, message: 'User rejected' }))).toBe(true)
  })
})
