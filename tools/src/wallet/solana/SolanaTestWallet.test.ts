import { describe, expect, it } from 'vitest'
import { ed25519 } from '@noble/curves/ed25519'
import {
  address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionDecoder,
  getTransactionEncoder,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { solanaDevAddresses } from '@gatehouse/harness/wallet/node'
import { SolanaTestWallet } from './SolanaTestWallet'

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const bytes = (text: unknown) => Uint8Array.from(Buffer.from(text as string, 'base64'))

function unsignedTransfer(from: string) {
  const message = appendTransactionMessageInstructions(
    [
      {
        programAddress: address('11111111111111111111111111111111'),
        accounts: [],
        data: new Uint8Array([2]),
      },
    ],
    setTransactionMessageLifetimeUsingBlockhash(
      { blockhash: blockhash(solanaDevAddresses[2]), lastValidBlockHeight: 1n },
      setTransactionMessageFeePayer(
        createNoopSigner(address(from)).address,
        createTransactionMessage({ version: 0 }),
      ),
    ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

describe('the Solana test wallet', () => {
  it('holds the development key of its index', () => {
    expect(new SolanaTestWallet({ rpcUrl: 'http://127.0.0.1:1', keyIndex: 1 }).address).toBe(
      solanaDevAddresses[1],
    )
  })

  it('connects once approved, and answers a silent connect with the session it remembers', async () => {
    const wallet = new SolanaTestWallet({ rpcUrl: 'http://127.0.0.1:1' })
    expect(await wallet.request('connect', { silent: true })).toEqual({ connected: false })
    wallet.rejectNext()
    await expect(wallet.request('connect', {})).rejects.toMatchObject({ code: 4001 })
    expect(await wallet.request('connect', {})).toEqual({ connected: true })
    expect(await wallet.request('connect', { silent: true })).toEqual({ connected: true })
    await wallet.request('disconnect', {})
    expect(await wallet.request('connect', { silent: true })).toEqual({ connected: false })
  })

  it('signs messages with ed25519 that the public key verifies, and signs nothing unconnected', async () => {
    const wallet = new SolanaTestWallet({ rpcUrl: 'http://127.0.0.1:1' })
    const message = new TextEncoder().encode('Sign in to Gatehouse')
    await expect(wallet.request('signMessage', { message: base64(message) })).rejects.toMatchObject({
      code: 4100,
    })
    await wallet.request('connect', {})
    const { signature } = (await wallet.request('signMessage', { message: base64(message) })) as {
      signature: string
    }
    expect(ed25519.verify(bytes(signature), message, wallet.publicKey)).toBe(true)
  })

  it('signs a wire transaction in its own signature slot', async () => {
    const wallet = new SolanaTestWallet({ rpcUrl: 'http://127.0.0.1:1' })
    await wallet.request('connect', {})
    const unsigned = unsignedTransfer(wallet.address)
    const answer = (await wallet.request('signTransaction', { transaction: base64(unsigned) })) as {
      signedTransaction: string
    }
    const signed = getTransactionDecoder().decode(bytes(answer.signedTransaction))
    const signature = signed.signatures[address(wallet.address)]
    expect(signature).toBeTruthy()
    expect(
      ed25519.verify(signature as Uint8Array, new Uint8Array(signed.messageBytes), wallet.publicKey),
    ).toBe(true)
    expect(() => new SolanaTestWallet({ rpcUrl: 'x', keyIndex: 1 }).sign(unsigned)).toThrow(
      'does not ask this wallet to sign',
    )
  })
})
