import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { describe, expect, it, vi } from 'vitest'
import { bitcoinLocalnet } from '@gatehouse/common'
import { walletStandardConnector } from '../discovery/walletStandardConnector'
import { testKey } from '../testing/testKeys'
import { readAnsweredAddresses, readStandardAccounts } from './walletAnswers'

const key = testKey(3)
const unreadable = {
  code: 'WalletAnswerUnreadable',
  message: 'The wallet sent an answer Gatehouse cannot read. Try again, or use another wallet.',
}
const account = (address: string, chains = ['bitcoin:regtest']) =>
  ({ address, publicKey: new Uint8Array(33), chains, features: [] }) as WalletAccount

describe('an address list a wallet answers', () => {
  it('keeps Bitcoin addresses once each and leaves Stacks out', () => {
    expect(
      readAnsweredAddresses([
        key.wpkh,
        { address: key.tr, purpose: 'ordinals' },
        { address: 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7', purpose: 'stacks' },
        key.wpkh,
      ]),
    ).toEqual([
      { address: key.wpkh, purpose: 'payment' },
      { address: key.tr, purpose: 'ordinal' },
    ])
  })

  it.each([
    ['a non-address and null', ['not-an-address', null]],
    ['an address and null', [key.wpkh, null]],
    ['an entry without an address', [{ purpose: 'payment' }]],
    ['a payment entry that is no address', [{ address: 'not-an-address', purpose: 'payment' }]],
    ['no list', 'oops'],
  ])('refuses an answer with %s', (_case, answer) => {
    expect(() => readAnsweredAddresses(answer)).toThrow(unreadable.message)
  })
})

describe('a Wallet Standard account list', () => {
  it("keeps the Bitcoin accounts and leaves out other chains' accounts", () => {
    const solana = account('64k5GFrBjoNA7d5vUtTXEgR3f38eNwpKbbR4WtiS3rag', ['solana:mainnet'])
    expect(readStandardAccounts([solana, account(key.wpkh)]).map((entry) => entry.address)).toEqual([
      key.wpkh,
    ])
  })

  it.each([
    ['a non-address and null', ['not-an-address', null]],
    ['an account and null', [account(key.wpkh), null]],
    ['a Bitcoin account that is no address', [account('not-an-address')]],
    ['no list', 'oops'],
  ])('refuses a list with %s', (_case, answer) => {
    expect(() => readStandardAccounts(answer)).toThrow(unreadable.message)
  })
})

/** A Wallet Standard Bitcoin wallet that answers `connect` and announces changes as a test says. */
function scriptedWallet(answer: unknown) {
  let onChange: ((properties: { accounts?: unknown }) => void) | undefined
  const wallet = {
    version: '1.0.0',
    name: 'Scripted',
    icon: 'data:image/png;base64,AA==',
    chains: ['bitcoin:regtest'],
    accounts: [],
    features: {
      'bitcoin:connect': { version: '1.0.0', connect: async () => ({ accounts: answer }) },
      'standard:events': {
        version: '1.0.0',
        on: (_event: string, listener: typeof onChange) => {
          onChange = listener
          return () => undefined
        },
      },
    },
  } as unknown as Wallet
  const connector = walletStandardConnector(wallet, {
    networks: [bitcoinLocalnet],
    activeNetwork: () => bitcoinLocalnet,
  })
  return { connector, change: (accounts: unknown) => onChange?.({ accounts }) }
}

describe('a Wallet Standard wallet whose answers cannot be read', () => {
  it.each([
    ['a non-address and null', ['not-an-address', null]],
    ['a good account and null', [account(key.wpkh), null]],
  ])('does not connect when it answers %s', async (_case, answer) => {
    const { connector } = scriptedWallet(answer)
    await expect(connector.connect()).rejects.toMatchObject(unreadable)
  })

  it('neither changes nor ends the session for an account change it cannot read', async () => {
    const { connector, change } = scriptedWallet([account(key.wpkh)])
    const heard = { accounts: vi.fn(), disconnect: vi.fn() }
    connector.on('accountsChanged', heard.accounts)
    connector.on('disconnect', heard.disconnect)
    await connector.connect()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    change(['not-an-address', null])
    expect(heard.accounts).not.toHaveBeenCalled()
    expect(heard.disconnect).not.toHaveBeenCalled()
    change([])
    expect(heard.disconnect).toHaveBeenCalledOnce()
  })
})
