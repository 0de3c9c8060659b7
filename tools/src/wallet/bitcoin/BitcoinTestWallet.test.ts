import { Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { bitcoinDevAddresses, bitcoinDevTaprootAddresses } from '@gatehouse/harness/wallet/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { regtestFormat } from '../../bitcoin/fixtures/launcherWallet'
import type { LocalBitcoinChain } from '../../bitcoin/LocalBitcoinChain'
import { startLocalBitcoinChain } from '../../bitcoin/startLocalBitcoinChain'
import { BitcoinTestWallet, type BitcoinTestWalletEvent } from './BitcoinTestWallet'

/** The test wallet against the real local chain (bcoin regtest behind its REST layer, no auto-mining). */

interface Utxo {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean }
}

let chain: LocalBitcoinChain
const get = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${chain.restUrl}${path}`)
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (
    response.headers.get('content-type') === 'application/json' ? response.json() : response.text()
  ) as T
}
const confirmed = async (txid: string) => (await get<{ confirmed: boolean }>(`/tx/${txid}/status`)).confirmed
const receivedBy = async (txid: string, address: string) =>
  (await get<{ vout: { scriptpubkey_address: string; value: number }[] }>(`/tx/${txid}`)).vout
    .filter((out) => out.scriptpubkey_address === address)
    .reduce((sum, out) => sum + out.value, 0)

beforeAll(async () => {
  chain = await startLocalBitcoinChain({ restPort: 0, autoMine: false })
})
afterAll(async () => {
  await chain?.stop()
})

const connected = (keyIndex = 0) => {
  const wallet = new BitcoinTestWallet({ restUrl: chain.restUrl, keyIndex })
  wallet.connect()
  return wallet
}

describe('the Bitcoin test wallet on the local chain', () => {
  it('holds the development key of its index: P2WPKH payment and P2TR ordinals addresses', () => {
    const wallet = new BitcoinTestWallet({ restUrl: chain.restUrl, keyIndex: 1 })
    expect(wallet.payment.address).toBe(bitcoinDevAddresses[1])
    expect(wallet.ordinals.address).toBe(bitcoinDevTaprootAddresses[1])
    expect(wallet.payment.publicKey).toHaveLength(33)
    expect(wallet.ordinals.publicKey).toHaveLength(32)
  })

  it('signs a PSBT paying another development address from its coins; finalized and broadcast, it confirms', async () => {
    const wallet = connected(0)
    const [coin] = await get<Utxo[]>(`/address/${wallet.payment.address}/utxo`)
    if (!coin) throw new Error('The development address has no coins')
    const tx = new Transaction()
    tx.addInput({
      txid: coin.txid,
      index: coin.vout,
      witnessUtxo: { script: wallet.payment.script, amount: BigInt(coin.value) },
    })
    tx.addOutputAddress(bitcoinDevAddresses[1], 10_000_000n, regtestFormat)
    tx.addOutputAddress(wallet.payment.address, BigInt(coin.value) - 10_000_000n - 1_000n, regtestFormat)
    const signed = await wallet.signPsbt({
      psbt: Buffer.from(tx.toPSBT()).toString('base64'),
      inputs: [{ index: 0, address: wallet.payment.address }],
    })
    expect(signed.txid).toBeUndefined()
    const answer = Transaction.fromPSBT(Buffer.from(signed.psbt, 'base64'))
    expect(answer.isFinal).toBe(false)
    answer.finalize()
    const txid = await (await fetch(`${chain.restUrl}/tx`, { method: 'POST', body: answer.hex })).text()
    expect(txid).toBe(answer.id)
    expect(await confirmed(txid)).toBe(false)
    await chain.mine()
    expect(await confirmed(txid)).toBe(true)
    expect(await receivedBy(txid, bitcoinDevAddresses[1])).toBe(10_000_000)
  })

  it('broadcasts a PSBT itself when asked, answering the txid', async () => {
    const wallet = connected(1)
    const [coin] = await get<Utxo[]>(`/address/${wallet.payment.address}/utxo`)
    if (!coin) throw new Error('The development address has no coins')
    const tx = new Transaction()
    tx.addInput({
      txid: coin.txid,
      index: coin.vout,
      witnessUtxo: { script: wallet.payment.script, amount: BigInt(coin.value) },
    })
    tx.addOutputAddress(bitcoinDevAddresses[2], BigInt(coin.value) - 2_000n, regtestFormat)
    const { txid } = await wallet.signPsbt({
      psbt: Buffer.from(tx.toPSBT()).toString('base64'),
      broadcast: true,
    })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    await chain.mine()
    expect(await confirmed(txid as string)).toBe(true)
  })

  it('sends a transfer it builds from its coins; the recipient has it after a block, the balance drops', async () => {
    const wallet = connected(2)
    const before = await wallet.getBalance()
    const txid = await wallet.sendTransfer([{ address: bitcoinDevAddresses[0], amount: 25_000_000n }])
    const pending = await wallet.getBalance()
    expect(BigInt(pending.unconfirmed)).toBeGreaterThan(0n)
    expect(BigInt(pending.total)).toBeLessThan(BigInt(before.total) - 25_000_000n)
    await chain.mine()
    expect(await confirmed(txid)).toBe(true)
    expect(await receivedBy(txid, bitcoinDevAddresses[0])).toBe(25_000_000)
    expect((await wallet.getBalance()).unconfirmed).toBe('0')
  })

  it('signs messages that bip322-js verifies, BIP-322 for both addresses and ECDSA for payment', () => {
    const wallet = connected(0)
    for (const [address, protocol] of [
      [wallet.payment.address, 'bip322'],
      [wallet.ordinals.address, 'bip322'],
      [wallet.payment.address, 'ecdsa'],
    ] as const) {
      const signed = wallet.signMessage({ address, message: 'Hello Gatehouse', protocol })
      expect(Verifier.verifySignature(address, 'Hello Gatehouse', signed.signature)).toBe(true)
    }
  })

  it('asks before connecting, declines as a user rejection (4001), and remembers the connection', () => {
    const wallet = new BitcoinTestWallet({ restUrl: chain.restUrl })
    expect(() =>
      wallet.signMessage({ address: wallet.payment.address, message: 'x', protocol: 'bip322' }),
    ).toThrow(expect.objectContaining({ code: 4100 }))
    wallet.declineNextRequest()
    expect(() => wallet.connect()).toThrow(expect.objectContaining({ code: 4001 }))
    expect(wallet.isAuthorized).toBe(false)
    wallet.connect()
    // Already connected: no prompt, so even a visitor declining everything stays connected.
    wallet.declineAll()
    expect(wallet.connect()[0].address).toBe(wallet.payment.address)
    expect(() =>
      wallet.signMessage({ address: wallet.payment.address, message: 'x', protocol: 'bip322' }),
    ).toThrow(expect.objectContaining({ code: 4001 }))
    wallet.declineAll(false)
    wallet.declineNextRequest(1)
    expect(() =>
      wallet.signMessage({ address: wallet.payment.address, message: 'x', protocol: 'bip322' }),
    ).toThrow(/User rejected/)
    expect(
      wallet.signMessage({ address: wallet.payment.address, message: 'x', protocol: 'bip322' }).signature,
    ).toBeTruthy()
    expect(wallet.requests).toEqual([
      'signMessage',
      'connect',
      'connect',
      'connect',
      'signMessage',
      'signMessage',
      'signMessage',
    ])
  })

  it('declines a transfer without sending anything', async () => {
    const wallet = connected(0)
    const before = await get<Utxo[]>(`/address/${wallet.payment.address}/utxo`)
    wallet.declineNextRequest()
    await expect(
      wallet.sendTransfer([{ address: bitcoinDevAddresses[1], amount: 1_000_000n }]),
    ).rejects.toMatchObject({
      code: 4001,
    })
    expect(await get<Utxo[]>(`/address/${wallet.payment.address}/utxo`)).toEqual(before)
  })

  it('switches network: addresses change prefix, pages hear networkChange, only regtest can pay', async () => {
    const wallet = connected(0)
    const events: BitcoinTestWalletEvent[] = []
    wallet.on((event) => events.push(event))
    wallet.switchNetwork('testnet')
    expect(wallet.payment.address).toMatch(/^tb1q/)
    expect(wallet.ordinals.address).toMatch(/^tb1p/)
    expect(await wallet.getBalance()).toEqual({ confirmed: '0', unconfirmed: '0', total: '0' })
    await expect(
      wallet.sendTransfer([{ address: wallet.payment.address, amount: 1_000n }]),
    ).rejects.toMatchObject({
      code: 4901,
    })
    wallet.switchNetwork('mainnet')
    expect(wallet.payment.address).toMatch(/^bc1q/)
    wallet.switchNetwork('regtest')
    wallet.switchKey(1)
    wallet.setAuthorized(false)
    expect(events).toEqual(['networkChange', 'networkChange', 'networkChange', 'accountChange', 'disconnect'])
    expect(wallet.payment.address).toBe(bitcoinDevAddresses[1])
  })
})
