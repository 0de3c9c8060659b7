import { startCloudProcess, type CloudProcess } from '@gatehouse/harness/cloud'
import { bitcoinLocalnet } from '@gatehouse/common'
import {
  bitcoinDevAddresses,
  bitcoinDevTaprootAddresses,
  bitcoinMethods,
  createNodeWallet,
  type NodeWallet,
} from '@gatehouse/harness/wallet/node'
import { Address, OutScript, Transaction } from '@scure/btc-signer'
import type { SessionTypes } from '@walletconnect/types'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { regtestFormat } from '../bitcoin/fixtures/launcherWallet'
import type { LocalBitcoinChain } from '../bitcoin/LocalBitcoinChain'
import { startLocalBitcoinChain } from '../bitcoin/startLocalBitcoinChain'
import { startSignClientDapp, waitFor, type SignClientDapp } from './testing/signClientDapp'

/**
 * The sample wallet's bip122 namespace end to end: a sign-client dapp over the local relay asks for
 * Bitcoin only, `createNodeWallet` answers with development key 0 on the local regtest chain.
 */

const regtest = bitcoinLocalnet.caipNetworkId
const base64OfHex = (hex: string) => Buffer.from(hex, 'hex').toString('base64')

describe('the bip122 namespace of the Node wallet against a sign-client dapp', { timeout: 120_000 }, () => {
  let cloud: CloudProcess
  let chain: LocalBitcoinChain
  let wallet: NodeWallet
  let dapp: SignClientDapp
  let session: SessionTypes.Struct

  beforeAll(async () => {
    ;[cloud, chain] = await Promise.all([
      startCloudProcess(),
      startLocalBitcoinChain({ restPort: 0, autoMine: false }),
    ])
    ;[wallet, dapp] = await Promise.all([
      createNodeWallet({
        relayUrl: cloud.relayUrl,
        // No EVM node is needed: the dapp asks for bip122 only.
        chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }],
        bitcoinChains: [{ chainId: regtest, restUrl: chain.restUrl }],
        autoApprove: true,
      }),
      startSignClientDapp(cloud.relayUrl),
    ])
  })

  afterAll(async () => {
    await Promise.all([wallet?.close(), dapp?.close()])
    await cloud?.close()
    await chain?.stop()
  })

  const request = <T>(method: string, params: Record<string, unknown>) =>
    dapp.client.request<T>({
      topic: session.topic,
      chainId: regtest,
      request: { method, params: { account: bitcoinDevAddresses[0], ...params } },
    })

  it('settles with the payment address, the addresses as a session property, and bip122_addressesChanged', async () => {
    const { uri, approval } = await dapp.client.connect({
      optionalNamespaces: {
        bip122: {
          chains: [regtest],
          methods: [...bitcoinMethods],
          events: ['bip122_addressesChanged', 'accountsChanged', 'chainChanged'],
        },
      },
    })
    await wallet.pair(uri as string)
    session = await approval()
    expect(session.namespaces['bip122']?.accounts).toEqual([`${regtest}:${bitcoinDevAddresses[0]}`])
    const addresses = JSON.parse(session.sessionProperties?.['bip122_getAccountAddresses'] ?? '[]') as unknown
    expect(addresses).toEqual([
      expect.objectContaining({ address: bitcoinDevAddresses[0], intention: 'payment' }),
      expect.objectContaining({ address: bitcoinDevTaprootAddresses[0], intention: 'ordinal' }),
    ])
    await waitFor(() => dapp.seen.events.length > 0, 'bip122_addressesChanged at the dapp')
    expect(dapp.seen.events[0]?.params).toMatchObject({
      chainId: regtest,
      event: { name: 'bip122_addressesChanged', data: addresses },
    })
  })

  it('signs messages in hex: ECDSA by default and BIP-322 on request, both verified by bip322-js', async () => {
    for (const protocol of [undefined, 'bip322']) {
      const signed = await request<{ address: string; signature: string }>('signMessage', {
        message: 'Sign in to Gatehouse',
        ...(protocol ? { protocol } : {}),
      })
      expect(signed.signature).toMatch(/^[0-9a-f]+$/)
      expect(
        Verifier.verifySignature(signed.address, 'Sign in to Gatehouse', base64OfHex(signed.signature)),
      ).toBe(true)
    }
  })

  it('signs a PSBT the dapp finalizes and broadcasts, and sends a transfer it builds; both confirm', async () => {
    const [coin] = (await (
      await fetch(`${chain.restUrl}/address/${bitcoinDevAddresses[0]}/utxo`)
    ).json()) as {
      txid: string
      vout: number
      value: number
    }[]
    if (!coin) throw new Error('The development address has no coins')
    const tx = new Transaction()
    const script = OutScript.encode(Address(regtestFormat).decode(bitcoinDevAddresses[0]))
    tx.addInput({ txid: coin.txid, index: coin.vout, witnessUtxo: { script, amount: BigInt(coin.value) } })
    tx.addOutputAddress(bitcoinDevAddresses[1], BigInt(coin.value) - 1_000n, regtestFormat)
    const signed = await request<{ psbt: string }>('signPsbt', {
      psbt: Buffer.from(tx.toPSBT()).toString('base64'),
      signInputs: [{ address: bitcoinDevAddresses[0], index: 0, sighashTypes: [1] }],
    })
    const final = Transaction.fromPSBT(Buffer.from(signed.psbt, 'base64'))
    final.finalize()
    const psbtTxid = await (await fetch(`${chain.restUrl}/tx`, { method: 'POST', body: final.hex })).text()
    const { txid } = await request<{ txid: string }>('sendTransfer', {
      recipientAddress: bitcoinDevAddresses[2],
      amount: '12345678',
    })
    await chain.mine()
    for (const id of [psbtTxid, txid]) {
      const status = (await (await fetch(`${chain.restUrl}/tx/${id}/status`)).json()) as {
        confirmed: boolean
      }
      expect(status.confirmed).toBe(true)
    }
  })

  it('answers a declined request with the user rejection', async () => {
    wallet.autoApprove = false
    const declined = request('signMessage', { message: 'No' })
    await wallet.respond(await wallet.nextRequest(), 'reject')
    await expect(declined).rejects.toMatchObject({ code: 4001 })
  })
})
