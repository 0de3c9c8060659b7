import { hashTypedData, recoverAddress, stringToHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { devAddresses, devPrivateKeys } from '../accounts/devAccounts'
import { answerRequest, type RequestContext } from './answerRequest'

function context(overrides: Partial<RequestContext> = {}): RequestContext {
  return {
    account: privateKeyToAccount(devPrivateKeys[0]),
    chainId: 31337,
    rpcUrl: (chainId) => (chainId === 31337 || chainId === 1337 ? 'http://127.0.0.1:1' : undefined),
    switchChain: vi.fn(async () => {}),
    addChain: vi.fn(),
    ...overrides,
  }
}

const typedData = {
  domain: { name: 'Gatehouse', version: '1', chainId: 31337 },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: 'hello' },
} as const

// What a dapp sends: the domain's own type listed too, as eth_signTypedData_v4 asks.
const typedDataJson = JSON.stringify({
  ...typedData,
  types: {
    ...typedData.types,
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
  },
})

describe('answerRequest', () => {
  it('signs personal_sign whether the dapp puts the address first or second', async () => {
    const message = stringToHex('hello')
    for (const params of [
      [message, devAddresses[0]],
      [devAddresses[0], message],
    ]) {
      const signature = (await answerRequest({ method: 'personal_sign', params }, context())) as `0x${string}`
      expect(await verifyMessage({ address: devAddresses[0], message: 'hello', signature })).toBe(true)
    }
  })

  it('signs eth_signTypedData_v4 from a JSON string', async () => {
    const signature = (await answerRequest(
      { method: 'eth_signTypedData_v4', params: [devAddresses[0], typedDataJson] },
      context(),
    )) as `0x${string}`
    expect(await recoverAddress({ hash: hashTypedData(typedData), signature })).toBe(devAddresses[0])
  })

  it('refuses to sign for another account (4100)', async () => {
    await expect(
      answerRequest({ method: 'eth_signTypedData_v4', params: [devAddresses[1], '{}'] }, context()),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('switches to a configured chain and answers 4902 for an unknown one', async () => {
    const ctx = context()
    expect(
      await answerRequest({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] }, ctx),
    ).toBe(null)
    expect(ctx.switchChain).toHaveBeenCalledWith(1337)
    await expect(
      answerRequest({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }, ctx),
    ).rejects.toMatchObject({ code: 4902 })
  })

  it('adds a chain with an http RPC URL and switches to it', async () => {
    const ctx = context()
    await answerRequest(
      { method: 'wallet_addEthereumChain', params: [{ chainId: '0x2a', rpcUrls: ['http://127.0.0.1:9'] }] },
      ctx,
    )
    expect(ctx.addChain).toHaveBeenCalledWith(42, 'http://127.0.0.1:9')
    expect(ctx.switchChain).toHaveBeenCalledWith(42)
  })

  it('answers 4200 for a method it does not support', async () => {
    await expect(
      answerRequest({ method: 'eth_getEncryptionPublicKey', params: [] }, context()),
    ).rejects.toMatchObject({ code: 4200 })
  })
})
