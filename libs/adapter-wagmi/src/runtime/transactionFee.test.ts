import { describe, expect, it } from 'vitest'
import { decodeFunctionData, erc20Abi } from 'viem'
import { feeRequestTransaction, transactionFee } from './transactionFee'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('the fee of a send', () => {
  it('estimates a plain transaction as it is', () => {
    const request = { to: receiver, value: 5n } as const
    expect(feeRequestTransaction(request)).toBe(request)
  })

  it('estimates a contract write as the call to the contract with its encoded function data', () => {
    const transaction = feeRequestTransaction({
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver, 25_000_000n],
    })
    expect(transaction.to).toBe(token)
    expect(transaction.value).toBeUndefined()
    expect(decodeFunctionData({ abi: erc20Abi, data: transaction.data ?? '0x' })).toEqual({
      functionName: 'transfer',
      args: [receiver, 25_000_000n],
    })
  })

  it('is the gas at the most it may pay per gas: the EIP-1559 max fee, else the gas price', () => {
    expect(transactionFee(21_000n, { maxFeePerGas: 3_000_000_000n, gasPrice: 1n })).toBe(63_000_000_000_000n)
    expect(transactionFee(21_000n, { gasPrice: 2_000_000_000n })).toBe(42_000_000_000_000n)
  })
})
