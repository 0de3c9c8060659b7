import { ed25519 } from '@noble/curves/ed25519'
import { getBase58Decoder, getBase58Encoder, getBase64Encoder, getTransactionDecoder } from '@solana/kit'
import { describe, expect, it, vi } from 'vitest'
import { solanaDevAddresses, solanaDevSecretSeeds } from '../accounts/solanaDevAccounts'
import { WalletRpcError } from '../requests/WalletRpcError'
import { answerSolanaRequest } from './answerSolanaRequest'
import { solanaSigner } from './solanaSigner'
import { readWireTransaction } from './solanaTransaction'
import { summarizeSolanaTransaction } from './solanaTransfers'
import { transferTransaction } from './testTransaction'

const signer = solanaSigner(solanaDevSecretSeeds[0])
const receiver = solanaDevAddresses[1]
const publicKey = getBase58Encoder().encode(signer.address)
const context = { signer, rpcUrl: 'http://127.0.0.1:8899' }

function messageBytesOf(base64: string) {
  return getTransactionDecoder().decode(getBase64Encoder().encode(base64)).messageBytes
}

describe('answerSolanaRequest', () => {
  it('signs with the development key whose address is published', () => {
    expect(signer.address).toBe(solanaDevAddresses[0])
  })

  it('signs a base58 message and answers a base58 signature', async () => {
    const text = new TextEncoder().encode('Hello from the dapp')
    const answer = (await answerSolanaRequest(
      {
        method: 'solana_signMessage',
        params: { message: getBase58Decoder().decode(text), pubkey: signer.address },
      },
      context,
    )) as { signature: string }
    expect(
      ed25519.verify(
        Uint8Array.from(getBase58Encoder().encode(answer.signature)),
        text,
        Uint8Array.from(publicKey),
      ),
    ).toBe(true)
  })

  it('refuses to sign for another account', async () => {
    await expect(
      answerSolanaRequest(
        { method: 'solana_signMessage', params: { message: '3yZe7d', pubkey: receiver } },
        context,
      ),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('signs a base64 transaction and answers it signed, in base64', async () => {
    const wire = transferTransaction(signer.address, receiver, 1_500_000_000n)
    const answer = (await answerSolanaRequest(
      { method: 'solana_signTransaction', params: { transaction: wire } },
      context,
    )) as { signature: string; transaction: string }
    expect(
      ed25519.verify(
        Uint8Array.from(getBase58Encoder().encode(answer.signature)),
        Uint8Array.from(messageBytesOf(wire)),
        Uint8Array.from(publicKey),
      ),
    ).toBe(true)
    expect(readWireTransaction(answer.transaction)?.encoding).toBe('base64')
  })

  it('signs base58 transactions too, and answers in base58', async () => {
    const base58 = getBase58Decoder().decode(
      getBase64Encoder().encode(transferTransaction(signer.address, receiver, 1n)),
    )
    const answer = (await answerSolanaRequest(
      { method: 'solana_signAllTransactions', params: { transactions: [base58, base58] } },
      context,
    )) as { transactions: string[] }
    expect(answer.transactions).toHaveLength(2)
    expect(answer.transactions.map((text) => readWireTransaction(text)?.encoding)).toEqual([
      'base58',
      'base58',
    ])
  })

  it('refuses a transaction that another key must sign', async () => {
    const wire = transferTransaction(receiver, signer.address, 1n)
    await expect(
      answerSolanaRequest({ method: 'solana_signTransaction', params: { transaction: wire } }, context),
    ).rejects.toBeInstanceOf(WalletRpcError)
  })

  it("signs and sends to the cluster's node, answering the signature", async () => {
    const send = vi.fn(async () => 'node-signature')
    const wire = transferTransaction(signer.address, receiver, 5n)
    const answer = await answerSolanaRequest(
      { method: 'solana_signAndSendTransaction', params: { transaction: wire, sendOptions: {} } },
      { ...context, send },
    )
    expect(answer).toEqual({ signature: 'node-signature' })
    expect(send).toHaveBeenCalledWith('http://127.0.0.1:8899', expect.any(String))
  })

  it('answers 4901 for a cluster it has no node for', async () => {
    const wire = transferTransaction(signer.address, receiver, 5n)
    await expect(
      answerSolanaRequest(
        { method: 'solana_signAndSendTransaction', params: { transaction: wire } },
        { signer, rpcUrl: undefined },
      ),
    ).rejects.toMatchObject({ code: 4901 })
  })
})

describe('summarizeSolanaTransaction', () => {
  it('reads the fee payer and the SOL transfer', () => {
    const wire = readWireTransaction(transferTransaction(signer.address, receiver, 1_500_000_000n))
    expect(summarizeSolanaTransaction((wire as NonNullable<typeof wire>).transaction)).toEqual({
      feePayer: signer.address,
      transfers: [{ from: signer.address, to: receiver, lamports: 1_500_000_000n }],
      otherInstructions: 0,
    })
  })
})
