import { getBase58Encoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { solanaAccountsOf, transactionVersionFor, walletSending } from './walletSession'

const address = '64k5GFrBjoNA7d5vUtTXEgR3f38eNwpKbbR4WtiS3rag'
const account: WalletAccount = {
  address,
  publicKey: new Uint8Array(getBase58Encoder().encode(address)),
  chains: ['solana:localnet'],
  features: [],
}

function wallet(features: Record<string, unknown>): Wallet {
  return {
    version: '1.0.0',
    name: 'W',
    icon: 'data:image/png;base64,',
    chains: ['solana:localnet'],
    features,
    accounts: [],
  }
}

const signAndSend = {
  'solana:signAndSendTransaction': { supportedTransactionVersions: [0], signAndSendTransaction: () => [] },
}

describe('how a transaction reaches the chain', () => {
  it('lets the wallet send where it knows the network', () => {
    expect(walletSending(wallet(signAndSend), account, 'solana:localnet').kind).toBe('signAndSend')
  })

  it('signs and sends through the RPC where the wallet cannot send there', () => {
    expect(walletSending(wallet(signAndSend), account, 'solana:devnet').kind).toBe('sign')
    expect(walletSending(wallet({ 'solana:signTransaction': {} }), account, 'solana:localnet').kind).toBe(
      'sign',
    )
  })

  it('builds legacy transactions only for a wallet that signs nothing newer', () => {
    expect(transactionVersionFor(wallet(signAndSend))).toBe(0)
    expect(
      transactionVersionFor(
        wallet({ 'solana:signTransaction': { supportedTransactionVersions: ['legacy'] } }),
      ),
    ).toBe('legacy')
    expect(transactionVersionFor(wallet({}))).toBe(0)
  })
})

describe('the accounts a wallet answers with', () => {
  const unreadable = 'The wallet sent an answer Gatehouse cannot read'

  it("keeps Solana accounts whose address is their key and leaves out other chains' accounts", () => {
    const evm = { ...account, address: '0x00000000000000000000000000000000000000A1', chains: ['eip155:1'] }
    expect(solanaAccountsOf([evm, account])).toEqual([account])
    expect(solanaAccountsOf([{ ...account, chains: [] }])).toHaveLength(1)
  })

  it.each([
    ['no list', 'nope'],
    ['a non-address and null', ['not-an-address', null]],
    ['an account and null', [account, null]],
    ['an address that is not one', [{ ...account, address: 'not-an-address' }]],
    ['a 31-byte key', [{ ...account, publicKey: new Uint8Array(31) }]],
    ['a key that is not the address', [{ ...account, publicKey: new Uint8Array(32) }]],
    ['no key', [{ ...account, publicKey: undefined }]],
  ])('refuses an answer with %s', (_case, answer) => {
    expect(() => solanaAccountsOf(answer)).toThrow(unreadable)
  })
})

describe('the commitment a wallet is asked to send at', () => {
  it("passes the adapter's commitment as the preflight and the wallet's commitment", async () => {
    const asked: unknown[] = []
    const sending = walletSending(
      wallet({
        'solana:signAndSendTransaction': {
          supportedTransactionVersions: [0],
          signAndSendTransaction: (input: { options?: unknown }) => {
            asked.push(input.options)
            return [{ signature: new Uint8Array(64).fill(1) }]
          },
        },
      }),
      account,
      'solana:localnet',
    )
    if (sending.kind !== 'signAndSend') throw new Error('expected the wallet to send')
    await sending.send(new Uint8Array([1, 2, 3]), 'finalized')
    expect(asked).toEqual([{ preflightCommitment: 'finalized', commitment: 'finalized' }])
  })
})
