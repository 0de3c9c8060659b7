import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  allowanceResponseSchema,
  approveResponseSchema,
  gasPriceResponseSchema,
  quotesResponseSchema,
  tokensResponseSchema,
  transactionResponseSchema,
} from './swapSchemas'

// Answers as the convert API gives them (docs/reference/endpoints.md#convert-api), and the same with one field wrong.
const user = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const gusd = 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3'
const native = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const router = 'eip155:31337:0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'

const recorded = {
  tokens: {
    tokens: [
      { name: 'Ether', symbol: 'ETH', address: native, decimals: 18, logoUri: 'https://cloud.test/eth.png' },
      { name: 'Gatehouse USD', symbol: 'GUSD', address: gusd, decimals: 6, logoUri: '', eip2612: false },
    ],
  },
  quotes: {
    quotes: [
      {
        id: null,
        fromAmount: '1000000000000000000',
        fromAccount: native,
        toAmount: '2995000000',
        toAccount: gusd,
      },
    ],
  },
  allowance: { allowance: '0' },
  gasPrice: { standard: '1000000000', fast: '1500000000', instant: '2000000000' },
  approve: {
    tx: { from: user, to: gusd, data: '0x095ea7b3', value: '0', eip155: { gasPrice: '1000000000' } },
  },
  transaction: {
    tx: {
      from: user,
      to: router,
      data: '0x7ff36ab5',
      amount: '0',
      eip155: { gas: '150000', gasPrice: '1000000000' },
    },
  },
}

describe('convert API schemas', () => {
  it.each([
    ['tokens', tokensResponseSchema, recorded.tokens],
    ['quotes', quotesResponseSchema, recorded.quotes],
    ['allowance', allowanceResponseSchema, recorded.allowance],
    ['gas price', gasPriceResponseSchema, recorded.gasPrice],
    ['approve', approveResponseSchema, recorded.approve],
    ['transaction', transactionResponseSchema, recorded.transaction],
  ] as const)('accept the %s answer', (_, schema, answer) => {
    expect(v.safeParse(schema, answer).success).toBe(true)
  })

  it.each([
    [
      'a token without a CAIP-10 address',
      tokensResponseSchema,
      { tokens: [{ ...recorded.tokens.tokens[1], address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }] },
    ],
    [
      'a token with fractional decimals',
      tokensResponseSchema,
      { tokens: [{ ...recorded.tokens.tokens[1], decimals: 6.5 }] },
    ],
    [
      'a quote amount that is not an integer',
      quotesResponseSchema,
      { quotes: [{ ...recorded.quotes.quotes[0], toAmount: '1.5' }] },
    ],
    ['a negative allowance', allowanceResponseSchema, { allowance: '-1' }],
    ['a gas price as a number', gasPriceResponseSchema, { ...recorded.gasPrice, standard: 1000000000 }],
    [
      'approval data that is not hex',
      approveResponseSchema,
      { tx: { ...recorded.approve.tx, data: 'approve()' } },
    ],
    [
      'a transaction without gas',
      transactionResponseSchema,
      { tx: { ...recorded.transaction.tx, eip155: { gasPrice: '1' } } },
    ],
    ['an empty body', quotesResponseSchema, undefined],
  ] as const)('refuse %s', (_, schema, answer) => {
    expect(v.safeParse(schema, answer).success).toBe(false)
  })
})
