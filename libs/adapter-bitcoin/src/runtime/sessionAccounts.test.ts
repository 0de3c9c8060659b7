import { describe, expect, it } from 'vitest'
import { bitcoin, bitcoinLocalnet, bitcoinTestnet } from '@gatehouse/common'
import { testKey } from '../testing/testKeys'
import { adapterAccountsOn, paymentAddressOn, sessionNetworkOf } from './sessionAccounts'

const key = testKey(1)
const mainnetPayment = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'

describe('the accounts of a session', () => {
  const addresses = [
    { address: key.tr, purpose: 'ordinal' as const, publicKey: key.xOnlyKey },
    { address: 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7', purpose: 'stx' as const },
    { address: key.wpkh, purpose: 'payment' as const, publicKey: key.publicKey, path: "m/84'/1'/0'/0/0" },
    { address: mainnetPayment, purpose: 'payment' as const },
  ]

  it('puts the session on the network its payment addresses are on, the preferred one first', () => {
    expect(sessionNetworkOf(addresses, [], [bitcoin, bitcoinTestnet, bitcoinLocalnet])).toBe(bitcoin)
    expect(sessionNetworkOf(addresses, [bitcoinLocalnet], [bitcoin, bitcoinLocalnet])).toBe(bitcoinLocalnet)
    expect(sessionNetworkOf(addresses, [bitcoinTestnet], [bitcoinTestnet])).toBeUndefined()
  })

  it('pays from the payment address of the network, listing it first and the ordinals one after', () => {
    expect(paymentAddressOn(addresses, bitcoinLocalnet)?.address).toBe(key.wpkh)
    expect(adapterAccountsOn(addresses, bitcoinLocalnet)).toEqual([
      { address: key.wpkh, type: 'payment', publicKey: key.publicKey, path: "m/84'/1'/0'/0/0" },
      { address: key.tr, type: 'ordinal', publicKey: key.xOnlyKey },
    ])
    expect(adapterAccountsOn(addresses, bitcoin)).toEqual([{ address: mainnetPayment, type: 'payment' }])
  })

  it('pays from the only address of a wallet that labels none as payment', () => {
    const onlyTaproot = [{ address: key.tr, purpose: 'ordinal' as const }]
    expect(adapterAccountsOn(onlyTaproot, bitcoinLocalnet)).toEqual([{ address: key.tr, type: 'payment' }])
    expect(sessionNetworkOf(onlyTaproot, [], [bitcoin, bitcoinLocalnet])).toBe(bitcoinLocalnet)
  })
})
