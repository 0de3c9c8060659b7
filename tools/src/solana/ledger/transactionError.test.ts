import { describe, expect, it } from 'vitest'
import { landsWithError, transactionErrorText } from './transactionError'

describe('transaction errors', () => {
  it("read as agave's texts", () => {
    expect(transactionErrorText({ InstructionError: [0, { Custom: 1 }] })).toBe(
      'Error processing Instruction 0: custom program error: 0x1',
    )
    expect(transactionErrorText({ InstructionError: [2, 'InsufficientFunds'] })).toBe(
      'Error processing Instruction 2: insufficient funds for instruction',
    )
    expect(transactionErrorText({ InsufficientFundsForRent: { account_index: 1 } })).toBe(
      'Transaction results in an account (1) with insufficient funds for rent',
    )
    expect(transactionErrorText('BlockhashNotFound')).toBe('Blockhash not found')
    expect(transactionErrorText('AccountInUse')).toBe('AccountInUse')
  })

  it('land with the error when instructions ran, and drop the transaction otherwise', () => {
    expect(landsWithError({ InstructionError: [0, { Custom: 1 }] })).toBe(true)
    expect(landsWithError({ InsufficientFundsForRent: { account_index: 1 } })).toBe(true)
    expect(landsWithError('InsufficientFundsForFee')).toBe(false)
    expect(landsWithError('AlreadyProcessed')).toBe(false)
  })
})
