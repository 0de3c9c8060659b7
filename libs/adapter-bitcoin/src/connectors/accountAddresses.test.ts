import { describe, expect, it } from 'vitest'
import { accountAddressesOf, accountAddressOf, purposeOf, purposeOfAddress } from './accountAddresses'

describe('account addresses as wallets answer them', () => {
  it('reads purposes in the kit’s words and sats-connect’s', () => {
    expect(purposeOf('ordinals')).toBe('ordinal')
    expect(purposeOf('stacks')).toBe('stx')
    expect(purposeOf('payment')).toBe('payment')
    expect(purposeOf('savings')).toBeUndefined()
  })

  it('gives an unlabelled taproot address the ordinal purpose, any other the payment one', () => {
    expect(purposeOfAddress('bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr')).toBe('ordinal')
    expect(purposeOfAddress('BCRT1PABC')).toBe('ordinal')
    expect(purposeOfAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe('payment')
    expect(purposeOfAddress('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe('payment')
  })

  it('reads strings and objects, keeps hex keys without 0x, and drops what is not an address', () => {
    expect(
      accountAddressesOf([
        'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
        { address: 'bc1pq', publicKey: '0xAB12', intention: 'payment', path: "m/86'/0'/0'/0/0" },
        { address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', purpose: 'ordinals' },
        { address: 3 },
        null,
      ]),
    ).toEqual([
      { address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', purpose: 'payment' },
      { address: 'bc1pq', purpose: 'payment', publicKey: 'ab12', path: "m/86'/0'/0'/0/0" },
    ])
    expect(accountAddressOf({ address: 'x', publicKey: 'not hex' })).toEqual({
      address: 'x',
      purpose: 'payment',
    })
    expect(accountAddressesOf('nope')).toEqual([])
  })
})
