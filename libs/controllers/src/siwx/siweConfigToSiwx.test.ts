import { describe, expect, it, vi } from 'vitest'
import type { SIWECreateMessageArgs, SIWESession } from '@gatehouse/common'
import { siweConfigToSiwx } from './siweConfigToSiwx'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const page = () => ({ host: 'app.example.com', href: 'https://app.example.com/' })

function setup(verified = true) {
  let session: SIWESession | null = null
  const siwe = {
    getNonce: vi.fn(async () => 'server-nonce-1'),
    getMessageParams: vi.fn(async () => ({ statement: 'Welcome back', exp: '2030-01-01T00:00:00.000Z' })),
    createMessage: vi.fn((args: SIWECreateMessageArgs) => `${args.domain} ${args.address} ${args.nonce}`),
    verifyMessage: vi.fn(async () => {
      if (verified) session = { address, chainId: 1 }
      return verified
    }),
    getSession: vi.fn(async () => session),
    signOut: vi.fn(async () => {
      session = null
      return true
    }),
    onSignIn: vi.fn(),
    onSignOut: vi.fn(),
  }
  return { siwe, siwx: siweConfigToSiwx(siwe, page) }
}

describe('siweConfigToSiwx', () => {
  it('words the message with the server’s nonce and params, and signs in through verifyMessage', async () => {
    const { siwe, siwx } = setup()
    const message = await siwx.createMessage({ accountAddress: address, chainId: 'eip155:1' })
    expect(message.toString()).toBe(`app.example.com did:pkh:eip155:1:${address} server-nonce-1`)
    expect(message).toMatchObject({
      nonce: 'server-nonce-1',
      statement: 'Welcome back',
      expirationTime: '2030-01-01T00:00:00.000Z',
    })
    const signed = { data: message, message: message.toString(), signature: '0xsig' }
    await siwx.addSession(signed)
    expect(siwe.verifyMessage).toHaveBeenCalledWith({ message: signed.message, signature: '0xsig' })
    expect(siwe.onSignIn).toHaveBeenCalledWith({ address, chainId: 1 })
    expect(await siwx.getSessions('eip155:1', address.toLowerCase())).toEqual([signed])
    expect(await siwx.getSessions('eip155:10', address)).toEqual([])
  })

  it('refuses a signature the server does not verify', async () => {
    const { siwx } = setup(false)
    const message = await siwx.createMessage({ accountAddress: address, chainId: 'eip155:1' })
    await expect(siwx.addSession({ data: message, message: 'x', signature: '0x' })).rejects.toThrow(
      'not verified',
    )
    expect(await siwx.getSessions('eip155:1', address)).toEqual([])
  })

  it('signs out on revoke, and is required by default like AppKit’s SIWE', async () => {
    const { siwe, siwx } = setup()
    await siwx.revokeSession('eip155:1', address)
    expect(siwe.signOut).toHaveBeenCalled()
    expect(siwe.onSignOut).toHaveBeenCalled()
    expect(siwx.getRequired?.()).toBe(true)
    expect(siwx.signOutOnDisconnect).toBe(true)
  })
})
