import { describe, expect, it } from 'vitest'
import type { ConvertToken } from '@gatehouse/common'
import type { Balance } from '@gatehouse/controllers'
import { heldAmount, isNativeToken, searchTokens, swapTokens } from './swapTokens'

const chain = 'eip155:31337'
const token = (symbol: string, contract: string, decimals = 6): ConvertToken => ({
  name: `${symbol} token`,
  symbol,
  address: `${chain}:${contract}`,
  decimals,
  logoUri: '',
})
const service = [
  token('USDT', '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'),
  token('ZED', '0x0000000000000000000000000000000000000001'),
  token('GUSD', '0x5FbDB2315678afecb367f032d93F642f64180aa3'),
  token('ETH', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 18),
  token('ABC', '0x0000000000000000000000000000000000000002'),
]
const balances: Balance[] = [
  { name: 'Ether', symbol: 'ETH', chainId: chain, price: 3000, quantity: { decimals: '18', numeric: '2' } },
  {
    name: 'Gatehouse USD',
    symbol: 'GUSD',
    chainId: chain,
    // The balance service may write the contract in lower case.
    address: `${chain}:0x5fbdb2315678afecb367f032d93f642f64180aa3`,
    price: 1,
    quantity: { decimals: '6', numeric: '1000' },
  },
  {
    name: 'Tether USD',
    symbol: 'USDT',
    chainId: chain,
    address: `${chain}:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512`,
    price: 1,
    quantity: { decimals: '6', numeric: '50000' },
  },
]

describe('swap tokens', () => {
  it('puts the native currency first, then held tokens by worth, then the rest by symbol', () => {
    const tokens = swapTokens(service, balances)
    expect(tokens.map((each) => each.symbol)).toEqual(['ETH', 'USDT', 'GUSD', 'ABC', 'ZED'])
    expect(tokens[0]).toMatchObject({ balance: '2', price: 3000 })
    expect(tokens[2]).toMatchObject({ balance: '1000', price: 1 })
    expect(tokens[3]).toMatchObject({ balance: '0', price: undefined })
  })

  it('tells the native currency by its 0xeeee… address and reads balances in the smallest unit', () => {
    const [ether, usdt] = swapTokens(service, balances)
    expect(ether && isNativeToken(ether)).toBe(true)
    expect(usdt && isNativeToken(usdt)).toBe(false)
    expect(ether && heldAmount(ether)).toBe(2n * 10n ** 18n)
    expect(usdt && heldAmount(usdt)).toBe(50_000n * 10n ** 6n)
  })

  it('finds tokens by symbol, name or the end of the address', () => {
    const tokens = swapTokens(service, balances)
    expect(searchTokens(tokens, 'gus').map((each) => each.symbol)).toEqual(['GUSD'])
    expect(searchTokens(tokens, 'TOKEN')).toHaveLength(5)
    expect(searchTokens(tokens, '0512').map((each) => each.symbol)).toEqual(['USDT'])
    expect(searchTokens(tokens, '  ')).toHaveLength(5)
  })
})
