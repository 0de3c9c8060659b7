import { describe, expect, it } from 'vitest'
import { evmChecksumHolds } from './evmRules'
import { sendFieldMessages, validateSend } from './validateSend'

// The examples of EIP-55 itself, each correctly checksummed.
const checksummed = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
]
// One letter's case flipped: what a typo in a copied address looks like.
const flipped = (address: string) => address.replace(/[a-f]/, (char) => char.toUpperCase())

const ether = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  quantity: { decimals: '18', numeric: '10' },
}

describe('EIP-55 checksums', () => {
  it('hold for checksummed addresses, with or without 0x, and for one-case addresses', () => {
    for (const address of checksummed) {
      expect(evmChecksumHolds(address)).toBe(true)
      expect(evmChecksumHolds(address.slice(2))).toBe(true)
      expect(evmChecksumHolds(address.toLowerCase())).toBe(true)
      expect(evmChecksumHolds(`0x${address.slice(2).toUpperCase()}`)).toBe(true)
    }
  })

  it('fail when one letter has the wrong case', () => {
    for (const address of checksummed) expect(evmChecksumHolds(flipped(address))).toBe(false)
  })

  it('make a mistyped receiver its own reason, on the receiver, before the wallet is asked', () => {
    const evm = { namespace: 'eip155' as const, nativeDecimals: 18 }
    const receiver = flipped(checksummed[0] as string)
    expect(validateSend({ token: ether, amount: '1', receiver }, evm)).toEqual({
      error: sendFieldMessages.receiverChecksum,
      field: 'receiver',
    })
    expect(
      validateSend({ token: ether, amount: '1', receiver: checksummed[0] as string }, evm),
    ).toMatchObject({
      value: 10n ** 18n,
    })
  })
})
