import { describe, expect, it } from 'vitest'
import { avatarColors } from './avatarColors'

describe('avatarColors', () => {
  it('derives stable, distinct gradients from addresses', () => {
    const a = avatarColors('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(a).toEqual(avatarColors('0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266'))
    expect(a).not.toEqual(avatarColors('0x70997970C51812dc3A010C7d01b50e0d17dc79C8'))
    expect(a[0]).toMatch(/^hsl\(\d+ 70% 60%\)$/)
  })
  it('works for non-hex addresses', () => {
    expect(avatarColors('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')[1]).toMatch(/^hsl\(\d+ 75% 45%\)$/)
  })
})
