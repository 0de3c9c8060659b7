import { describe, expect, it } from 'vitest'
import { assertCaipAddress, parseCaipAddress, plainAddress, toCaipAddress } from './parseCaipAddress'
import { parseCaipNetworkId, toCaipNetworkId } from './parseCaipNetworkId'

describe('parseCaipAddress', () => {
  it('splits a CAIP-10 account id', () => {
    expect(parseCaipAddress('eip155:1:0xabc')).toEqual({
      chainNamespace: 'eip155',
      chainId: '1',
      address: '0xabc',
    })
    expect(parseCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:Abc')).toMatchObject({
      chainNamespace: 'solana',
    })
  })

  it.each([
    'eip155:1',
    'eip155:1:0xabc:extra',
    '',
    'eip155::0xabc',
    'eip155:1:',
    ':1:0xabc',
    'cosmoz:1:0xabc',
  ])('rejects %j with the catalogue message', (value) => {
    expect(() => parseCaipAddress(value)).toThrow(`Invalid CAIP-10 address: ${value}`)
  })

  it('rejects non-strings from untyped callers', () => {
    expect(() => parseCaipAddress(42 as unknown as string)).toThrow('Invalid CAIP-10 address: 42')
  })
})

describe('assertCaipAddress', () => {
  it('accepts three parts', () => {
    expect(() => assertCaipAddress('eip155:1:0xabc')).not.toThrow()
  })
  it.each(['eip155:1', 'a:b:c:d'])('rejects %j with "Invalid CAIP Address"', (value) => {
    expect(() => assertCaipAddress(value)).toThrow(/^Invalid CAIP Address$/)
  })
})

describe('parseCaipNetworkId', () => {
  it('splits a CAIP-2 network id', () => {
    expect(parseCaipNetworkId('eip155:42161')).toEqual({ chainNamespace: 'eip155', chainId: '42161' })
  })
  it.each(['eip155', 'eip155:1:2', 'eip155:', 'nope:1'])('rejects %j', (value) => {
    expect(() => parseCaipNetworkId(value)).toThrow(`Invalid CAIP-2 network id: ${value}`)
  })
})

describe('formatting CAIP ids', () => {
  it('round-trips', () => {
    const id = toCaipNetworkId('eip155', 31337)
    expect(id).toBe('eip155:31337')
    expect(toCaipAddress(id, '0xabc')).toBe('eip155:31337:0xabc')
    expect(plainAddress('eip155:31337:0xabc')).toBe('0xabc')
    expect(plainAddress(undefined)).toBeUndefined()
  })
})
