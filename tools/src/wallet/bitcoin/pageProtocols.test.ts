import { Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { bitcoinDevAddresses, bitcoinNetworkFormat } from '@gatehouse/harness/wallet/node'
import { describe, expect, it } from 'vitest'
import { BitcoinTestWallet } from './BitcoinTestWallet'
import { answerSatsConnectRequest, satsConnectErrorCode, satsConnectEvent } from './satsConnectMethods'
import { answerWalletStandardRequest, walletStandardState } from './walletStandardBridge'

/** The Node side of both page protocols, without a browser or a chain (nothing here broadcasts). */

const restUrl = 'http://127.0.0.1:9/api'
const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { code: number }) => satsConnectErrorCode(error.code),
  )

function psbtSpending(...scripts: Uint8Array[]): string {
  const tx = new Transaction()
  scripts.forEach((script, index) =>
    tx.addInput({ txid: String(index + 1).repeat(64), index: 0, witnessUtxo: { script, amount: 40_000n } }),
  )
  tx.addOutputAddress(bitcoinDevAddresses[2], 30_000n, bitcoinNetworkFormat('regtest'))
  return Buffer.from(tx.toPSBT()).toString('base64')
}

describe('the sats-connect answers', () => {
  it('signs ECDSA by default for the payment address and BIP-322 for the ordinals one', async () => {
    const wallet = new BitcoinTestWallet({ restUrl })
    await answerSatsConnectRequest(wallet, 'getAddresses', { purposes: ['payment'] })
    for (const [address, protocol] of [
      [wallet.payment.address, 'ECDSA'],
      [wallet.ordinals.address, 'BIP322'],
    ] as const) {
      const signed = (await answerSatsConnectRequest(wallet, 'signMessage', { address, message: 'Hi' })) as {
        signature: string
        protocol: string
      }
      expect(signed.protocol).toBe(protocol)
      expect(Verifier.verifySignature(address, 'Hi', signed.signature)).toBe(true)
    }
  })

  it('connects to the network asked for (Testnet4 is testnet here) and reports the account', async () => {
    const wallet = new BitcoinTestWallet({ restUrl })
    const account = (await answerSatsConnectRequest(wallet, 'wallet_connect', { network: 'Testnet4' })) as {
      addresses: { address: string; purpose: string }[]
      network: { bitcoin: { name: string } }
    }
    expect(account.network.bitcoin.name).toBe('Testnet')
    expect(account.addresses.map((entry) => [entry.purpose, entry.address.slice(0, 4)])).toEqual([
      ['payment', 'tb1q'],
      ['ordinals', 'tb1p'],
    ])
    expect(await answerSatsConnectRequest(wallet, 'wallet_getAccount', null)).toEqual(account)
  })

  it('answers sats-connect codes: access denied before connecting, declined, unknown method, bad params', async () => {
    const wallet = new BitcoinTestWallet({ restUrl })
    expect(await codeOf(answerSatsConnectRequest(wallet, 'wallet_getAccount', null))).toBe(-32002)
    wallet.declineNextRequest()
    expect(await codeOf(answerSatsConnectRequest(wallet, 'getAddresses', {}))).toBe(-32000)
    expect(await codeOf(answerSatsConnectRequest(wallet, 'bitcoin_signPsbtV2', {}))).toBe(-32601)
    expect(await codeOf(answerSatsConnectRequest(wallet, 'wallet_changeNetwork', { name: 'Signet' }))).toBe(
      -32602,
    )
  })

  it('signs the PSBT inputs listed per address, unfinalized', async () => {
    const wallet = new BitcoinTestWallet({ restUrl })
    wallet.connect()
    const psbt = psbtSpending(wallet.payment.script, wallet.ordinals.script)
    const signed = (await answerSatsConnectRequest(wallet, 'signPsbt', {
      psbt,
      signInputs: { [wallet.payment.address]: [0], [wallet.ordinals.address]: [1] },
    })) as { psbt: string }
    const tx = Transaction.fromPSBT(Buffer.from(signed.psbt, 'base64'))
    expect(tx.getInput(0).partialSig).toHaveLength(1)
    expect(tx.getInput(1).tapKeySig).toHaveLength(64)
    expect(tx.isFinal).toBe(false)
  })

  it('describes events with the addresses only while connected', () => {
    const wallet = new BitcoinTestWallet({ restUrl })
    expect(satsConnectEvent(wallet, 'networkChange')).toEqual({
      type: 'networkChange',
      bitcoin: { name: 'Regtest' },
      stacks: { name: 'Testnet' },
    })
    wallet.connect()
    expect(satsConnectEvent(wallet, 'accountChange')).toMatchObject({
      type: 'accountChange',
      addresses: [{ address: bitcoinDevAddresses[0] }, { purpose: 'ordinals' }],
    })
    expect(satsConnectEvent(wallet, 'disconnect')).toEqual({ type: 'disconnect' })
  })
})

describe('the Wallet Standard answers', () => {
  it('shows accounts only while connected, on the wallet’s chain', async () => {
    const wallet = new BitcoinTestWallet({ restUrl })
    expect(walletStandardState(wallet)).toEqual({ authorized: false, chain: 'bitcoin:regtest', accounts: [] })
    await answerWalletStandardRequest(wallet, 'connect', {})
    await answerWalletStandardRequest(wallet, 'switchNetwork', { chain: 'bitcoin:mainnet' })
    expect(walletStandardState(wallet).accounts.map((account) => [account.purpose, account.chain])).toEqual([
      ['payment', 'bitcoin:mainnet'],
      ['ordinal', 'bitcoin:mainnet'],
    ])
  })

  it('signs with the sigHash asked for, and refuses a transaction for another chain', async () => {
    const wallet = new BitcoinTestWallet({ restUrl })
    wallet.connect()
    const psbt = psbtSpending(wallet.payment.script)
    const inputsToSign = [
      { address: wallet.payment.address, signingIndexes: [0], sigHash: 'ALL|ANYONECANPAY' },
    ]
    const signed = (await answerWalletStandardRequest(wallet, 'signTransaction', { psbt, inputsToSign })) as {
      signedPsbt: string
    }
    const [, signature] =
      Transaction.fromPSBT(Buffer.from(signed.signedPsbt, 'base64')).getInput(0).partialSig?.[0] ?? []
    expect(signature?.at(-1)).toBe(0x81)
    await expect(
      answerWalletStandardRequest(wallet, 'signTransaction', {
        psbt,
        inputsToSign,
        chain: 'bitcoin:testnet',
      }),
    ).rejects.toThrow(/on bitcoin:regtest, not bitcoin:testnet/)
  })
})
