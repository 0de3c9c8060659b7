import { describe, expect, it } from 'vitest'
import { bitcoin, bitcoinLocalnet, bitcoinTestnet } from '../networks/bitcoin'
import { isAddress } from './isAddress'
import { isBitcoinAddress } from './isBitcoinAddress'

describe('isAddress', () => {
  it('accepts 40 hex characters for eip155, with or without 0x', () => {
    expect(isAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'eip155')).toBe(true)
    expect(isAddress('f39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'eip155')).toBe(true)
  })
  it.each([
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226',
    '0xg39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    '',
    '0x',
  ])('rejects %j for eip155', (value) => expect(isAddress(value, 'eip155')).toBe(false))
  it('accepts 32 to 44 base58 characters for solana', () => {
    expect(isAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', 'solana')).toBe(true)
    expect(isAddress('1'.repeat(32), 'solana')).toBe(true)
  })
  it.each(['1'.repeat(31), '1'.repeat(45), '0OIl'.repeat(10)])('rejects %j for solana', (value) =>
    expect(isAddress(value, 'solana')).toBe(false),
  )
  it.each([
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ',
    'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
    '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    'bcrt1qt5psf72ucsnft4ut4d7apsvkvlajexgalwzt8x',
  ])('accepts the Bitcoin address %s for bip122', (value) => expect(isAddress(value, 'bip122')).toBe(true))
  it.each([
    '',
    'bc1',
    'bc1qAR0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdb!',
    '0x12',
    'lnbc1qar0srrr7',
  ])('rejects %j for bip122', (value) => expect(isAddress(value, 'bip122')).toBe(false))
  it('takes only the prefixes of the network it is given', () => {
    expect(
      isBitcoinAddress('bcrt1qt5psf72ucsnft4ut4d7apsvkvlajexgalwzt8x', bitcoinLocalnet.caipNetworkId),
    ).toBe(true)
    expect(isBitcoinAddress('bcrt1qt5psf72ucsnft4ut4d7apsvkvlajexgalwzt8x', bitcoin.caipNetworkId)).toBe(
      false,
    )
    expect(isBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', bitcoin.caipNetworkId)).toBe(true)
    expect(isBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', bitcoinTestnet.caipNetworkId)).toBe(false)
    expect(isBitcoinAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', bitcoinTestnet.caipNetworkId)).toBe(true)
    expect(
      isBitcoinAddress(
        'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        'bip122:00000000000000000000000000000000',
      ),
    ).toBe(false)
  })
})
