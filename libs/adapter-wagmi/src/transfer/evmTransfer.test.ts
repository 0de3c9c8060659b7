import { describe, expect, it } from 'vitest'
import { evmTransferOf } from './evmTransfer'
import { erc20TransferAbi, usdtTransferAbi } from './tokenTransferAbi'

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const contract = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('the kit’s transfer as EVM says it', () => {
  it('sends ether as the value of a plain transaction', () => {
    expect(evmTransferOf({ to: receiver, amount: 1_500_000_000_000_000_000n })).toEqual({
      kind: 'native',
      request: { to: receiver, value: 1_500_000_000_000_000_000n },
    })
  })

  it('calls the token contract’s transfer with the standard ABI, USDT with its own', () => {
    for (const [symbol, abi] of [
      ['GUSD', erc20TransferAbi],
      ['USDT', usdtTransferAbi],
      ['usdt', usdtTransferAbi],
    ] as const) {
      const transfer = evmTransferOf({
        to: receiver,
        amount: 25_000_000n,
        token: { address: contract, decimals: 6, symbol },
      })
      expect(transfer).toEqual({
        kind: 'token',
        request: { address: contract, abi, functionName: 'transfer', args: [receiver, 25_000_000n] },
      })
    }
  })

  it('gives Tether’s transfer no return value, as its contract returns none', () => {
    const usdt = evmTransferOf({
      to: receiver,
      amount: 1n,
      token: { address: contract, decimals: 6, symbol: 'USDT' },
    })
    if (usdt.kind !== 'token') throw new Error('a token transfer was expected')
    expect(usdt.request.abi).toEqual([expect.objectContaining({ name: 'transfer', outputs: [] })])
  })
})
