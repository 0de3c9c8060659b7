import { startCloudProcess, type CloudProcess } from '@gatehouse/harness/cloud'
import { createNodeWallet, type NodeWallet } from '@gatehouse/harness/wallet/node'
import { createPublicClient, http, parseEther, stringToHex, verifyMessage, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAddresses, devPrivateKeys } from '../chain/devAccounts'
import { startLocalChains } from '../chain/localChains'
import type { LocalChain } from '../chain/startAnvil'
import { startSignClientDapp, waitFor, type SignClientDapp } from './testing/signClientDapp'

const methods = ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain']

describe('createNodeWallet against a sign-client dapp over the local relay', () => {
  let cloud: CloudProcess
  let chains: LocalChain[]
  let wallet: NodeWallet
  let dapp: SignClientDapp
  let topic = ''

  beforeAll(async () => {
    ;[cloud, chains] = await Promise.all([startCloudProcess(), startLocalChains()])
    const config = chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl }))
    ;[wallet, dapp] = await Promise.all([
      createNodeWallet({ relayUrl: cloud.relayUrl, chains: config }),
      startSignClientDapp(cloud.relayUrl),
    ])
  })

  afterAll(async () => {
    await Promise.all([wallet?.close(), dapp?.close()])
    await cloud?.close()
    await Promise.all((chains ?? []).map((chain) => chain.stop()))
  })

  const sign = (text: string) =>
    dapp.request<Hex>(topic, 31337, 'personal_sign', [stringToHex(text), devAddresses[0]])

  it('pairs and settles a session with the first dev account on 31337', async () => {
    const { uri, approval } = await dapp.connect([31337, 1337], methods)
    await wallet.pair(uri)
    const proposal = await wallet.nextProposal()
    expect(proposal.params.proposer.metadata.name).toBe('Test dapp')
    await wallet.approve(proposal)
    const session = await approval()
    topic = session.topic
    expect(session.namespaces.eip155?.accounts[0]).toBe(`eip155:31337:${devAddresses[0]}`)
    expect(session.namespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:1337'])
    expect(wallet.sessions().map((each) => each.topic)).toEqual([topic])
  })

  it('signs personal_sign with the dev key', async () => {
    const signature = sign('Sign in to Gatehouse')
    const request = await wallet.nextRequest()
    expect(request.params.request.method).toBe('personal_sign')
    await wallet.respond(request, 'approve')
    expect(
      await verifyMessage({
        address: devAddresses[0],
        message: 'Sign in to Gatehouse',
        signature: await signature,
      }),
    ).toBe(true)
  })

  it('sends eth_sendTransaction to anvil', async () => {
    const hash = dapp.request<Hex>(topic, 31337, 'eth_sendTransaction', [
      { from: devAddresses[0], to: devAddresses[1], value: `0x${parseEther('0.01').toString(16)}` },
    ])
    await wallet.respond(await wallet.nextRequest(), 'approve')
    const node = createPublicClient({ transport: http(chains[0]?.rpcUrl) })
    const receipt = await node.waitForTransactionReceipt({ hash: await hash })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(devAddresses[1].toLowerCase())
  })

  it('surfaces a rejection as EIP-1193 4001', async () => {
    const signature = sign('Please decline')
    await wallet.respond(await wallet.nextRequest(), 'reject')
    await expect(signature).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  it('answers a switch to an unknown chain with 4902', async () => {
    const switched = dapp.request(topic, 31337, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])
    await wallet.respond(await wallet.nextRequest(), 'approve')
    await expect(switched).rejects.toMatchObject({ code: 4902 })
  })

  it('tells the dapp about a switch made in the wallet (chainChanged and a session update)', async () => {
    await wallet.switchChain(1337)
    await waitFor(() => dapp.seen.events.length > 0, 'chainChanged at the dapp')
    expect(dapp.seen.events[0]?.params).toMatchObject({
      chainId: 'eip155:1337',
      event: { name: 'chainChanged', data: 1337 },
    })
    await waitFor(() => dapp.seen.updates.length > 0, 'the session update at the dapp')
    expect(dapp.client.session.get(topic).namespaces.eip155?.accounts[0]).toBe(
      `eip155:1337:${devAddresses[0]}`,
    )
  })

  it('switches when the dapp asks with wallet_switchEthereumChain', async () => {
    const switched = dapp.request(topic, 1337, 'wallet_switchEthereumChain', [{ chainId: '0x7a69' }])
    await wallet.respond(await wallet.nextRequest(), 'approve')
    expect(await switched).toBeNull()
    expect(dapp.seen.events.at(-1)?.params.chainId).toBe('eip155:31337')
  })

  it('tells the dapp about another account chosen in the wallet (accountsChanged and a session update)', async () => {
    const [eventsBefore, updatesBefore] = [dapp.seen.events.length, dapp.seen.updates.length]
    await wallet.controller.selectAccount(devPrivateKeys[1])
    await waitFor(() => dapp.seen.events.length > eventsBefore, 'accountsChanged at the dapp')
    expect(dapp.seen.events.at(-1)?.params).toMatchObject({
      chainId: 'eip155:31337',
      event: { name: 'accountsChanged', data: [devAddresses[1]] },
    })
    await waitFor(() => dapp.seen.updates.length > updatesBefore, 'the session update at the dapp')
    expect(dapp.client.session.get(topic).namespaces.eip155?.accounts[0]).toBe(
      `eip155:31337:${devAddresses[1]}`,
    )
  })

  it('ends the session at the dapp when the wallet disconnects', async () => {
    await wallet.disconnect()
    await waitFor(() => dapp.seen.deleted.includes(topic), 'session_delete at the dapp')
    expect(wallet.sessions()).toEqual([])
  })

  it('runs pair → session → personal_sign → eth_sendTransaction on its own in autoApprove mode', async () => {
    const started = performance.now()
    const auto = await createNodeWallet({
      relayUrl: cloud.relayUrl,
      chains: chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
      autoApprove: true,
    })
    try {
      const { uri, approval } = await dapp.connect([31337], methods)
      await auto.pair(uri)
      const { topic: autoTopic } = await approval()
      const signature = await dapp.request<Hex>(autoTopic, 31337, 'personal_sign', [
        stringToHex('auto'),
        auto.address,
      ])
      expect(await verifyMessage({ address: auto.address, message: 'auto', signature })).toBe(true)
      const hash = await dapp.request<Hex>(autoTopic, 31337, 'eth_sendTransaction', [
        { from: auto.address, to: devAddresses[2], value: '0x1' },
      ])
      const receipt = await createPublicClient({
        transport: http(chains[0]?.rpcUrl),
      }).waitForTransactionReceipt({
        hash,
        pollingInterval: 50,
      })
      expect(receipt.status).toBe('success')
      console.log(
        `Node: wallet start + pair → session → sign → send → receipt in ${Math.round(performance.now() - started)} ms`,
      )
    } finally {
      await auto.close()
    }
  })
})
