import { describe, expect, it } from 'vitest'
import { mainnet, solanaCommitments } from '@gatehouse/common'
import { commitmentOf, readOptions, type SolanaAdapterOptions } from './options'

describe('SolanaAdapter options', () => {
  it('reads every listed commitment as a level a node answers with', () => {
    expect(solanaCommitments.map((name) => commitmentOf(name))).toEqual([
      'processed',
      'confirmed',
      'finalized',
      'processed',
      'confirmed',
      'confirmed',
      'finalized',
      'finalized',
    ])
    expect(commitmentOf({ commitment: 'finalized' })).toBe('finalized')
  })

  it('waits for "confirmed" unless told otherwise', () => {
    expect(commitmentOf(undefined)).toBe('confirmed')
    expect(commitmentOf({})).toBe('confirmed')
  })

  it('refuses a commitment that is not on the list, naming it', () => {
    expect(() => commitmentOf('safe' as never)).toThrow(
      'Invalid createAppKit options: SolanaAdapter connectionSettings: the commitment "safe" is not one of processed, confirmed, finalized, recent, single, singleGossip, root, max',
    )
    expect(() => commitmentOf({ commitment: 'toString' as never })).toThrow('"toString" is not one of')
  })

  it('names an option it does not implement instead of ignoring it', () => {
    expect(() => readOptions({ registerWalletStandard: true } as SolanaAdapterOptions)).toThrow(
      'SolanaAdapter does not support "registerWalletStandard"',
    )
    expect(readOptions({ connectionSettings: 'max', wallets: [] })).toEqual({ commitment: 'finalized' })
  })

  it('takes only Solana networks', () => {
    expect(() => readOptions({ networks: [mainnet] })).toThrow('every network must be a Solana one')
  })
})
