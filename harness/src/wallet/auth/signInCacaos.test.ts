import type { AuthTypes } from '@walletconnect/types'
import {
  createEncodedRecap,
  getMethodsFromRecap,
  getRecapFromResources,
  validateSignedCacao,
} from '@walletconnect/utils'
import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { devAddresses, devPrivateKeys } from '../accounts/devAccounts'
import { signInCacaos, signInChainIds } from './signInCacaos'

const account = privateKeyToAccount(devPrivateKeys[0])
const wallet = { account, chainIds: [31337, 1337], activeChainId: 1337 }

function request(overrides: Partial<AuthTypes.PayloadParams> = {}): AuthTypes.PayloadParams {
  return {
    type: 'caip122',
    chains: ['eip155:31337', 'eip155:1337', 'eip155:1'],
    domain: 'shop.example',
    aud: 'https://shop.example/login',
    version: '1',
    nonce: 'n0nce1234',
    iat: '2026-11-25T08:00:00.000Z',
    statement: 'Sign in to the shop',
    resources: [
      createEncodedRecap('eip155', 'request', ['personal_sign', 'eth_sendTransaction', 'eth_call']),
    ],
    ...overrides,
  }
}

describe('signInChainIds', () => {
  it('keeps the requested chains the wallet has, its active chain first', () => {
    expect(signInChainIds(request(), [31337, 1337, 10], 1337)).toEqual([1337, 31337])
    expect(signInChainIds(request({ chains: ['eip155:31337', 'solana:abc'] }), [31337, 1337], 1337)).toEqual([
      31337,
    ])
  })
})

describe('signInCacaos', () => {
  it('signs one EIP-191 CACAO per supported chain, over the message the CACAO formats to', async () => {
    const signed = await signInCacaos(request(), wallet)
    expect(signed.map(({ cacao }) => cacao.p.iss)).toEqual([
      `did:pkh:eip155:1337:${devAddresses[0]}`,
      `did:pkh:eip155:31337:${devAddresses[0]}`,
    ])
    for (const { cacao, message } of signed) {
      expect(cacao.h.t).toBe('caip122')
      expect(cacao.s.t).toBe('eip191')
      expect(cacao.p).toMatchObject({
        domain: 'shop.example',
        aud: 'https://shop.example/login',
        nonce: 'n0nce1234',
      })
      expect(message).toMatch(/^shop\.example wants you to sign in with your Ethereum account:\n0xf39F/)
      expect(message).toContain('Nonce: n0nce1234')
      expect(
        await verifyMessage({ address: devAddresses[0], message, signature: cacao.s.s as `0x${string}` }),
      ).toBe(true)
      // The SDK rebuilds the message from the CACAO alone: the dapp side checks exactly this.
      expect(await validateSignedCacao({ cacao })).toBe(true)
    }
  })

  it('grants only the requested methods the wallet has, and says so in the statement', async () => {
    const [first] = await signInCacaos(request(), wallet)
    const recap = getRecapFromResources(first?.cacao.p.resources)
    expect(getMethodsFromRecap(recap as string).sort()).toEqual(['eth_sendTransaction', 'personal_sign'])
    expect(first?.cacao.p.statement).toMatch(/^Sign in to the shop I further authorize/)
  })

  it('signs a request without methods (no ReCap) as it is', async () => {
    const [first] = await signInCacaos(request({ resources: undefined }), wallet)
    expect(first?.cacao.p.statement).toBe('Sign in to the shop')
    expect(first?.message).toContain('\n\nSign in to the shop\n\n')
  })

  it('refuses a request for chains the wallet does not have', async () => {
    await expect(signInCacaos(request({ chains: ['eip155:1'] }), wallet)).rejects.toThrow(
      'it asks for no chain this wallet has.',
    )
  })
})
