import { describe, expect, it } from 'vitest'
import type { Rpc, SolanaRpcApi } from '@solana/kit'
import { readSolBalance, sendWireTransaction, waitForSignature } from './solanaRpc'

const owner = '64k5GFrBjoNA7d5vUtTXEgR3f38eNwpKbbR4WtiS3rag'
const signature = '5'.repeat(88)

/** An RPC client whose methods note their arguments and answer from `answers`, in order. */
function recordingRpc(answers: Record<string, unknown[]>) {
  const calls: { method: string; args: unknown[] }[] = []
  const rpc = new Proxy(
    {},
    {
      get:
        (_target, method: string) =>
        (...args: unknown[]) => {
          calls.push({ method, args })
          return { send: async () => answers[method]?.shift() }
        },
    },
  ) as Rpc<SolanaRpcApi>
  return { rpc, calls }
}

describe("the adapter's commitment on the RPC", () => {
  it('preflights a sent transaction at the commitment', async () => {
    const { rpc, calls } = recordingRpc({ sendTransaction: ['sig'] })
    await expect(sendWireTransaction(rpc, new Uint8Array([1, 2]), 'processed')).resolves.toBe('sig')
    expect(calls[0]?.args[1]).toEqual({ encoding: 'base64', preflightCommitment: 'processed' })
  })

  it('reads balances at the commitment, in SOL', async () => {
    const { rpc, calls } = recordingRpc({ getBalance: [{ value: 1_500_000_000n }] })
    await expect(readSolBalance(rpc, owner, 'finalized')).resolves.toBe('1.5')
    expect(calls[0]?.args[1]).toEqual({ commitment: 'finalized' })
  })

  it('waits until the transaction reaches the commitment, not just any status', async () => {
    const { rpc, calls } = recordingRpc({
      getSignatureStatuses: [
        { value: [null] },
        { value: [{ confirmationStatus: 'confirmed', err: null }] },
        { value: [{ confirmationStatus: 'finalized', err: null }] },
      ],
    })
    await expect(waitForSignature(rpc, signature, 'finalized', { intervalMs: 1 })).resolves.toEqual({
      status: 'success',
    })
    expect(calls).toHaveLength(3)
  })

  it('says reverted for a transaction that landed with an error', async () => {
    const { rpc } = recordingRpc({
      getSignatureStatuses: [
        { value: [{ confirmationStatus: 'processed', err: { InstructionError: [0, 1] } }] },
      ],
    })
    await expect(waitForSignature(rpc, signature, 'confirmed', { intervalMs: 1 })).resolves.toEqual({
      status: 'reverted',
    })
  })
})
