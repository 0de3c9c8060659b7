import { describe, expect, it } from 'vitest'
import {
  accountNameIssue,
  chainIdOfCoinType,
  evmCoinType,
  fullAccountName,
  nameRegistrationText,
  splitAccountName,
} from './accountName'

describe('account names: letters, digits and hyphens, 4 to 63 characters', () => {
  it('takes letters, digits and hyphens, at least 4 characters', () => {
    expect(accountNameIssue('alice')).toBeUndefined()
    expect(accountNameIssue('Al-1c')).toBeUndefined()
    expect(accountNameIssue('abcd')).toBeUndefined()
    expect(accountNameIssue('abc')).toBe('tooShort')
    expect(accountNameIssue('')).toBe('tooShort')
    expect(accountNameIssue('ali_ce')).toBe('badCharacters')
    expect(accountNameIssue('ali ce')).toBe('badCharacters')
    expect(accountNameIssue('alicé')).toBe('badCharacters')
    expect(accountNameIssue('a.bcd')).toBe('badCharacters')
    expect(accountNameIssue('a'.repeat(63))).toBeUndefined()
    expect(accountNameIssue('a'.repeat(64))).toBe('tooLong')
  })

  it('writes and splits full names in lower case', () => {
    expect(fullAccountName('Alice', 'gatehouse.id')).toBe('alice.gatehouse.id')
    expect(splitAccountName('alice.gatehouse.id')).toEqual({ label: 'alice', zone: 'gatehouse.id' })
    expect(splitAccountName('alice')).toBeUndefined()
    expect(splitAccountName('.gatehouse.id')).toBeUndefined()
  })

  it('maps EVM chains to ENSIP-11 coin types and back', () => {
    expect(evmCoinType(1)).toBe(60)
    expect(evmCoinType(31337)).toBe(2147514985)
    expect(chainIdOfCoinType(60)).toBe(1)
    expect(chainIdOfCoinType(2147514985)).toBe(31337)
    expect(chainIdOfCoinType(0)).toBeUndefined()
    expect(chainIdOfCoinType(0x80000000)).toBeUndefined()
  })

  it('signs the message as JSON of name, attributes and timestamp', () => {
    expect(nameRegistrationText({ timestamp: 5, attributes: {}, name: 'alice.gatehouse.id' })).toBe(
      '{"name":"alice.gatehouse.id","attributes":{},"timestamp":5}',
    )
  })
})
