import { isGatehouseError } from '@gatehouse/common'
import { createEncodedRecap, formatMessage } from '@walletconnect/utils'
import { verifyMessage } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { signInSession, type WalletConnectCacao } from './signInSession'

// anvil's first public development key.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

async function signedCacao(
  iss: string,
  extra: Partial<WalletConnectCacao['p']> = {},
): Promise<WalletConnectCacao> {
  const p: WalletConnectCacao['p'] = {
    iss,
    domain: 'shop.example',
    aud: 'https://shop.example/login',
    version: '1',
    nonce: 'n0nce1234',
    iat: '2026-11-25T08:00:00.000Z',
    statement: 'Sign in to the shop',
    ...extra,
  }
  const signature = await account.signMessage({ message: formatMessage(p, iss) })
  return { h: { t: 'caip122' }, p, s: { t: 'eip191', s: signature } }
}

describe('signInSession', () => {
  it('turns a CACAO into a SIWX session whose message the signature verifies', async () => {
    const cacao = await signedCacao(`did:pkh:eip155:1337:${account.address.toLowerCase()}`, {
      exp: '2026-11-26T08:00:00.000Z',
      resources: ['https://shop.example/terms'],
    })
    const session = signInSession(cacao)
    expect(session.data).toEqual({
      accountAddress: account.address,
      chainId: 'eip155:1337',
      domain: 'shop.example',
      uri: 'https://shop.example/login',
      version: '1',
      nonce: 'n0nce1234',
      statement: 'Sign in to the shop',
      issuedAt: '2026-11-25T08:00:00.000Z',
      expirationTime: '2026-11-26T08:00:00.000Z',
      resources: ['https://shop.example/terms'],
    })
    expect(session.signature).toBe(cacao.s.s)
    expect(session.message).toMatch(/^shop\.example wants you to sign in with your Ethereum account:\n/)
    expect(session.message).toContain('Chain ID: 1337\nNonce: n0nce1234')
    expect(
      await verifyMessage({
        address: account.address,
        message: session.message,
        signature: session.signature as `0x${string}`,
      }),
    ).toBe(true)
    expect(session.cacao).toEqual({
      h: { t: 'caip122' },
      p: { ...cacao.p },
      s: { t: 'eip191', s: cacao.s.s },
    })
  })

  it('states the sentence a ReCap adds, so the EIP-4361 text of the fields is the text signed', async () => {
    const recap = createEncodedRecap('eip155', 'request', ['personal_sign', 'eth_sendTransaction'])
    const cacao = await signedCacao(`did:pkh:eip155:1337:${account.address}`, { resources: [recap] })
    const { data, message } = signInSession(cacao)
    expect(data.statement).toMatch(/^Sign in to the shop I further authorize the stated URI/)
    const text = createSiweMessage({
      address: account.address,
      chainId: 1337,
      domain: data.domain,
      uri: data.uri,
      version: '1',
      nonce: data.nonce,
      statement: data.statement,
      issuedAt: new Date(data.issuedAt ?? ''),
      resources: data.resources,
    })
    expect(text).toBe(message)
  })

  it('leaves the fields the CACAO lacks out, and takes the URI from `uri` when there is no `aud`', async () => {
    const cacao = await signedCacao(`did:pkh:eip155:31337:${account.address}`, {
      aud: undefined,
      uri: 'https://shop.example/',
      statement: undefined,
    })
    const session = signInSession(cacao)
    expect(session.data.uri).toBe('https://shop.example/')
    expect(Object.keys(session.data)).not.toContain('statement')
    expect(Object.keys(session.data)).not.toContain('notBefore')
    expect(session.cacao?.p.aud).toBe('https://shop.example/')
  })

  it('refuses a CACAO that no EVM account issued', async () => {
    const { p, s } = await signedCacao(`did:pkh:eip155:1:${account.address}`)
    for (const iss of [
      'did:pkh:eip155:1:0x1234',
      `did:pkh:solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${account.address}`,
      'did:key:z6Mk',
    ]) {
      let thrown: unknown
      try {
        signInSession({ h: { t: 'caip122' }, p: { ...p, iss }, s })
      } catch (error) {
        thrown = error
      }
      expect(isGatehouseError(thrown, 'WalletAnswerUnreadable')).toBe(true)
    }
  })
})
