import { describe, expect, it, vi } from 'vitest'
import { Address, OutScript, Transaction } from '@scure/btc-signer'
import {
  bitcoin,
  bitcoinLocalnet,
  bitcoinTestnet,
  isGatehouseError,
  isUserRejection,
  rpcErrorCode,
} from '@gatehouse/common'
import { base64Of, bytesOfBase64 } from '../encoding/bytes'
import { fakeSignature, fakeStandardWallet } from '../testing/fakeStandardWallet'
import { regtest, txidOf } from '../testing/testKeys'
import { isBitcoinWallet, walletStandardConnector } from './walletStandardConnector'

const networks = [bitcoin, bitcoinTestnet, bitcoinLocalnet]

function setup(options: Parameters<typeof fakeStandardWallet>[0] = {}) {
  const fake = fakeStandardWallet(options)
  const connector = walletStandardConnector(fake.wallet, { networks, activeNetwork: () => bitcoinLocalnet })
  return { fake, connector }
}

/** A PSBT with two inputs of the wallet's payment address. */
function twoInputPsbt(script: Uint8Array) {
  const tx = new Transaction()
  tx.addInput({ txid: txidOf(1), index: 0, witnessUtxo: { script, amount: 50_000n } })
  tx.addInput({ txid: txidOf(2), index: 1, witnessUtxo: { script, amount: 50_000n } })
  tx.addOutput({ script, amount: 90_000n })
  return base64Of(tx.toPSBT())
}

describe('a Wallet Standard bitcoin wallet as a connector', () => {
  it('is a Bitcoin wallet by its bitcoin:connect feature, named after the wallet', () => {
    const { fake, connector } = setup({ chains: ['bitcoin:regtest', 'bitcoin:mainnet', 'solana:mainnet'] })
    expect(isBitcoinWallet(fake.wallet)).toBe(true)
    expect(isBitcoinWallet({ ...fake.wallet, features: { 'standard:connect': {} } })).toBe(false)
    expect(connector).toMatchObject({
      id: 'Fake Standard Wallet',
      name: 'Fake Standard Wallet',
      kind: 'wallet-standard',
    })
    expect(connector.imageUrl).toBe(fake.wallet.icon)
    expect(connector.chains).toEqual([bitcoin, bitcoinLocalnet])
  })

  it('asks for payment and ordinals addresses, and reads their purposes and keys', async () => {
    const { fake, connector } = setup()
    const addresses = await connector.connect()
    expect(fake.state.connectInputs).toEqual([{ purposes: ['payment', 'ordinals'] }])
    expect(addresses).toEqual([
      { address: fake.key.wpkh, purpose: 'payment', publicKey: fake.key.publicKey },
      { address: fake.key.tr, purpose: 'ordinal', publicKey: fake.key.xOnlyKey },
    ])
  })

  it('reads the purpose from the address type when the wallet gives none', async () => {
    const { connector } = setup({ unlabelled: true })
    expect((await connector.connect())?.map((entry) => entry.purpose)).toEqual(['payment', 'ordinal'])
  })

  it('restores silently from the accounts a wallet keeps while it authorizes the page', async () => {
    const { fake, connector } = setup()
    expect(await connector.connect({ silent: true })).toBeUndefined()
    await connector.connect()
    fake.state.connectInputs.length = 0
    expect(await connector.connect({ silent: true })).toHaveLength(2)
    expect(fake.state.connectInputs).toEqual([])
  })

  it('reads a decline as 4001', async () => {
    const { fake, connector } = setup()
    fake.state.reject = true
    expect(isUserRejection(await connector.connect().catch((error: unknown) => error))).toBe(true)
  })

  it('signs a message with the account and answers base64 of the signature bytes', async () => {
    const { fake, connector } = setup()
    await connector.connect()
    const signature = await connector.signMessage({ address: fake.key.wpkh, message: 'Hello Bitcoin' })
    expect(bytesOfBase64(signature)).toEqual(fakeSignature(new TextEncoder().encode('Hello Bitcoin')))
    const stranger = await connector
      .signMessage({ address: 'bcrt1qnope', message: 'x' })
      .catch((error: unknown) => error)
    expect(isGatehouseError(stranger, 'NotConnected')).toBe(true)
  })

  it('signs a PSBT: inputs grouped by account, sighash named, the active chain given', async () => {
    const { fake, connector } = setup()
    await connector.connect()
    const paymentScript = OutScript.encode(Address(regtest).decode(fake.key.wpkh))
    const signed = await connector.signPSBT({
      psbt: twoInputPsbt(paymentScript),
      signInputs: [
        { address: fake.key.wpkh, index: 0, sighashTypes: [1] },
        { address: fake.key.wpkh, index: 1, sighashTypes: [1] },
      ],
    })
    expect(fake.state.signInputs[0]).toMatchObject({
      chain: 'bitcoin:regtest',
      inputsToSign: [{ account: { address: fake.key.wpkh }, signingIndexes: [0, 1], sigHash: 'ALL' }],
    })
    const tx = Transaction.fromPSBT(bytesOfBase64(signed.psbt))
    expect(tx.getInput(0).partialSig).toHaveLength(1)
    expect(tx.getInput(1).partialSig).toHaveLength(1)
  })

  it('says what it cannot do: broadcast, transfers, switching without the feature', async () => {
    const { connector } = setup()
    await connector.connect()
    const broadcast = await connector
      .signPSBT({ psbt: 'cHNidP8=', signInputs: [], broadcast: true })
      .catch((error: unknown) => error)
    expect(broadcast).toMatchObject({ name: 'MethodNotSupported', code: 4200 })
    const transfer = await connector
      .sendTransfer({ recipient: 'x', amount: '1' })
      .catch((error: unknown) => error)
    expect(rpcErrorCode(transfer)).toBe(4200)
    expect(connector.switchNetwork).toBeUndefined()
    expect(setup({ switchable: true }).connector.switchNetwork).toBeTypeOf('function')
  })

  it('tells account changes and the wallet leaving, listening only while someone listens', async () => {
    const { fake, connector } = setup()
    await connector.connect()
    const changed = vi.fn()
    const left = vi.fn()
    const stops = [connector.on('accountsChanged', changed), connector.on('disconnect', left)]
    expect(fake.listenerCount()).toBe(1)
    fake.setAccounts(fake.state.accounts.slice(0, 1))
    expect(changed).toHaveBeenCalledWith([
      { address: fake.key.wpkh, purpose: 'payment', publicKey: fake.key.publicKey },
    ])
    await connector.disconnect()
    expect(fake.state.disconnects).toBe(1)
    expect(left).toHaveBeenCalledTimes(1)
    stops.forEach((stop) => stop())
    expect(fake.listenerCount()).toBe(0)
  })
})
