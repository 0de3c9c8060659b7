import { startCloudProcess, type CloudProcess } from '@gatehouse/harness/cloud'
import { createNodeWallet, type NodeWallet } from '@gatehouse/harness/wallet/node'
import type { AuthTypes } from '@walletconnect/types'
import { stringToHex, verifyMessage, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAddresses } from '../chain/devAccounts'
import { startLocalChains } from '../chain/localChains'
import type { LocalChain } from '../chain/startAnvil'
import { startSignClientDapp, type SignClientDapp } from './testing/signClientDapp'

const methods = ['personal_sign', 'eth_sendTransaction']

/** The CAIP-122 text a CACAO stands for, as the dapp rebuilds it. */
function signedText(dapp: SignClientDapp, cacao: AuthTypes.Cacao): string {
  return dapp.client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })
}

describe('one-step authenticate (wc_sessionAuthenticate) between a sign-client dapp and createNodeWallet', () => {
  let cloud: CloudProcess
  let chains: LocalChain[]
  let wallet: NodeWallet
  let dapp: SignClientDapp

  beforeAll(async () => {
    ;[cloud, chains] = await Promise.all([startCloudProcess(), startLocalChains()])
    ;[wallet, dapp] = await Promise.all([
      createNodeWallet({
        relayUrl: cloud.relayUrl,
        chains: chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
      }),
      startSignClientDapp(cloud.relayUrl),
    ])
  })

  afterAll(async () => {
    await Promise.all([wallet?.close(), dapp?.close()])
    await cloud?.close()
    await Promise.all((chains ?? []).map((chain) => chain.stop()))
  })

  it('signs in and connects in one answer: a CACAO per chain that viem verifies, and a usable session', async () => {
    const { uri, response } = await dapp.authenticate([31337, 1337, 10], {
      methods,
      nonce: 'abcdef123456',
      statement: 'Sign in to the test dapp',
    })
    expect(uri).toContain('wc_sessionAuthenticate')
    await wallet.pair(uri)
    const request = await wallet.nextAuthenticate()
    expect(request.params.authPayload).toMatchObject({
      domain: '127.0.0.1:5173',
      aud: 'http://127.0.0.1:5173/login',
      chains: ['eip155:31337', 'eip155:1337', 'eip155:10'],
    })
    expect(request.params.requester.metadata.name).toBe('Test dapp')
    expect(wallet.controller.getSnapshot().authentications.map((pending) => pending.id)).toEqual([request.id])

    await wallet.approveAuthenticate(request)
    const { auths, session } = await response()

    // Chain 10 is not in the wallet: it signs for the two it has, the active one first.
    expect(auths?.map((cacao) => cacao.p.iss)).toEqual([
      `did:pkh:eip155:31337:${devAddresses[0]}`,
      `did:pkh:eip155:1337:${devAddresses[0]}`,
    ])
    for (const cacao of auths ?? []) {
      expect(cacao.p).toMatchObject({ domain: '127.0.0.1:5173', nonce: 'abcdef123456' })
      const message = signedText(dapp, cacao)
      expect(message).toContain('Sign in to the test dapp')
      expect(await verifyMessage({ address: devAddresses[0], message, signature: cacao.s.s as Hex })).toBe(
        true,
      )
    }
    expect(session?.namespaces.eip155?.accounts).toEqual([
      `eip155:31337:${devAddresses[0]}`,
      `eip155:1337:${devAddresses[0]}`,
    ])
    expect(wallet.sessions().map((each) => each.topic)).toEqual([session?.topic])
    expect(wallet.controller.getSnapshot().authentications).toEqual([])
    expect(wallet.controller.getSnapshot().proposals).toEqual([])

    // The session it opened carries requests like any other.
    const signature = dapp.request<Hex>(session?.topic ?? '', 31337, 'personal_sign', [
      stringToHex('after sign-in'),
      devAddresses[0],
    ])
    await wallet.respond(await wallet.nextRequest(), 'approve')
    expect(
      await verifyMessage({ address: devAddresses[0], message: 'after sign-in', signature: await signature }),
    ).toBe(true)
    await wallet.disconnect()
  })

  it('answers a declined sign-in with the user-rejected error and opens no session', async () => {
    const { uri, response } = await dapp.authenticate([31337], { methods, nonce: 'declined0001' })
    await wallet.pair(uri)
    await wallet.rejectAuthenticate(await wallet.nextAuthenticate())
    await expect(response()).rejects.toBe('User rejected.')
    expect(wallet.sessions()).toEqual([])
    expect(wallet.controller.getSnapshot().activity.at(-1)?.message).toBe(
      'Declined the sign-in from Test dapp.',
    )
  })

  it('gets the fallback proposal, and the dapp a plain session, from a wallet without one-step authenticate', async () => {
    const plain = await createNodeWallet({
      relayUrl: cloud.relayUrl,
      chains: chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
      supportsAuthenticate: false,
    })
    try {
      const { uri, response } = await dapp.authenticate([31337], { methods, nonce: 'fallback0001' })
      await plain.pair(uri)
      const proposal = await plain.nextProposal()
      expect(proposal.params.optionalNamespaces.eip155?.methods).toContain('personal_sign')
      await plain.approve(proposal)
      const { auths, session } = await response()
      expect(auths).toBeUndefined()
      expect(session.namespaces.eip155?.accounts[0]).toBe(`eip155:31337:${devAddresses[0]}`)
    } finally {
      await plain.close()
    }
  })
})
