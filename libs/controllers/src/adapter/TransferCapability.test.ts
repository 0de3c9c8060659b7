import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from './ChainAdapter'
import {
  hasContractCalls,
  hasTransactionSettlement,
  hasTransferCosts,
  hasTransfers,
} from './TransferCapability'

// Only the members the guards read; a guard never calls them.
const plain = { namespace: 'bip122', networks: [] } as unknown as ChainAdapter
const withMembers = (members: Record<string, unknown>) =>
  ({ ...plain, ...members }) as unknown as ChainAdapter
const call = async () => 'id'

describe('transfer capability type guards', () => {
  it('need a way to wait for the transaction beside the send', () => {
    const sendOnly = withMembers({ sendTransfer: call, sendContractCall: call })
    const settles = withMembers({ waitForTransaction: call })
    const both = withMembers({ sendTransfer: call, waitForTransaction: call })
    expect([hasTransfers(plain), hasTransfers(sendOnly), hasTransfers(both)]).toEqual([false, false, true])
    expect([
      hasContractCalls(sendOnly),
      hasContractCalls(withMembers({ sendContractCall: call, waitForTransaction: call })),
    ]).toEqual([false, true])
    expect([hasTransactionSettlement(plain), hasTransactionSettlement(settles)]).toEqual([false, true])
  })

  it('tell an adapter that estimates costs from one that only sends', () => {
    const sends = withMembers({ sendTransfer: call, waitForTransaction: call })
    const estimates = withMembers({ estimateTransfer: call })
    expect([hasTransferCosts(sends), hasTransferCosts(estimates)]).toEqual([false, true])
    // A member of the same name that is no function is no capability.
    expect(hasTransferCosts(withMembers({ estimateTransfer: 5000n }))).toBe(false)
  })
})
