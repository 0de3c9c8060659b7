import { describe, expect, it, vi } from 'vitest'
import type { SIWEConfig } from '@gatehouse/common'
import { siwxOfOptions } from './siwxOfOptions'

const siwe = (): SIWEConfig => ({
  getNonce: vi.fn(async () => 'nonce1234'),
  createMessage: vi.fn(() => 'the message'),
  verifyMessage: vi.fn(async () => true),
  getSession: vi.fn(async () => null),
  signOut: vi.fn(async () => true),
  required: false,
})

describe('siwxOfOptions', () => {
  it('uses the host’s siwx as it is, and nothing when sign-in is off or siweConfig disabled', () => {
    const siwx = { createMessage: vi.fn() } as never
    expect(siwxOfOptions({ siwx })).toBe(siwx)
    expect(siwxOfOptions({})).toBeUndefined()
    expect(siwxOfOptions({ siweConfig: { ...siwe(), enabled: false } })).toBeUndefined()
  })

  it('adapts siweConfig, its settings at once and its calls through the adapter loaded on first use', async () => {
    const config = siwe()
    const siwx = siwxOfOptions({ siweConfig: config })
    expect(siwx?.getRequired?.()).toBe(false)
    expect(siwx?.signOutOnDisconnect).toBe(true)
    const message = await siwx?.createMessage({
      accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 'eip155:1',
    })
    expect(config.getNonce).toHaveBeenCalledOnce()
    expect(message?.toString()).toBe('the message')
    expect(await siwx?.getSessions('eip155:1', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toEqual([])
  })
})
