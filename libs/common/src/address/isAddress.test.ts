import { describe, expect, it } from 'vitest'
import { isAddress } from './isAddress'

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
})
