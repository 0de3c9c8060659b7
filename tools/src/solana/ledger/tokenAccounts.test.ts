import { address, getAddressEncoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { readMint, readTokenAccount, uiTokenAmount } from './tokenAccounts'

const mint = address('29XqDaq4VKZVPpkG7QwKQe6ciTpym1ZLdPrNjL3HREJv')
const owner = address('64k5GFrBjoNA7d5vUtTXEgR3f38eNwpKbbR4WtiS3rag')

/** A token account's bytes: the 165-byte base layout, then Token-2022's type byte and extensions. */
function tokenAccountBytes(amount: bigint, extensions: number[] = []): Uint8Array {
  const bytes = new Uint8Array(165 + (extensions.length ? 1 + extensions.length : 0))
  bytes.set(getAddressEncoder().encode(mint), 0)
  bytes.set(getAddressEncoder().encode(owner), 32)
  new DataView(bytes.buffer).setBigUint64(64, amount, true)
  bytes[108] = 1 // initialized
  if (extensions.length) {
    bytes[165] = 2 // an account, not a mint
    bytes.set(extensions, 166)
  }
  return bytes
}

describe('token accounts', () => {
  it('write amounts as the RPC does', () => {
    expect(uiTokenAmount(1_500_000n, 6)).toEqual({
      amount: '1500000',
      decimals: 6,
      uiAmount: 1.5,
      uiAmountString: '1.5',
    })
    expect(uiTokenAmount(500000n, 2)).toEqual({
      amount: '500000',
      decimals: 2,
      uiAmount: 5000,
      uiAmountString: '5000',
    })
    expect(uiTokenAmount(7n, 0)).toMatchObject({ uiAmountString: '7' })
    expect(uiTokenAmount(5n, 3)).toMatchObject({ uiAmount: 0.005, uiAmountString: '0.005' })
  })

  it('read a Token account and a Token-2022 account with its extensions', () => {
    expect(readTokenAccount('spl-token', tokenAccountBytes(42n))).toMatchObject({
      mint,
      owner,
      amount: 42n,
      state: 'initialized',
      extensions: undefined,
    })
    const immutableOwner = [7, 0, 0, 0]
    expect(readTokenAccount('spl-token-2022', tokenAccountBytes(42n, immutableOwner))?.extensions).toEqual([
      { extension: 'immutableOwner' },
    ])
  })

  it('tell a mint from an account', () => {
    expect(readMint('spl-token', tokenAccountBytes(1n))).toBeUndefined()
    expect(readTokenAccount('spl-token', new Uint8Array(82))).toBeUndefined()
    expect(readMint('spl-token', new Uint8Array(82))).toMatchObject({ supply: 0n, isInitialized: false })
  })
})
