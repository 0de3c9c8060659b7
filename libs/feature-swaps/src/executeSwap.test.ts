import { describe, expect, it, vi } from 'vitest'
import { localhost, type CaipAddress } from '@gatehouse/common'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import type { ConvertClient } from './createConvertClient'
import { swapReasons } from './describeSwapError'
import { approve, sendSwap, type SwapOrder } from './executeSwap'

const user = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as CaipAddress
const router = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const gusd = 'eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' as CaipAddress
const ether = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' as CaipAddress

/** The convert service's answers for one swap, as the client reads them. */
function convertClient(): ConvertClient {
  return {
    buildApprove: vi.fn(async () => ({
      from: user,
      to: `eip155:31337:${router}` as CaipAddress,
      data: '0x095ea7b3',
      value: '0',
      eip155: { gasPrice: '1000000000' },
    })),
    buildTransaction: vi.fn(async () => ({
      from: user,
      to: `eip155:31337:${router}` as CaipAddress,
      data: '0x12aa3caf',
      amount: '2500000000000000000',
      eip155: { gas: '180000', gasPrice: '1000000000' },
    })),
  } as unknown as ConvertClient
}

describe('a swap’s contract calls through the adapter', () => {
  it('sends the approval to the router’s contract and waits for it', async () => {
    const wallet = scriptedAdapter([localhost])
    const order: SwapOrder = { from: gusd, to: ether, amount: 25_000_000n, userAddress: user }
    await approve(convertClient(), wallet, order)
    expect(wallet.sendContractCall).toHaveBeenCalledWith({ to: router, data: '0x095ea7b3', value: 0n })
    expect(wallet.waitForTransaction).toHaveBeenCalledWith('0x02')
    wallet.waitForTransaction.mockResolvedValueOnce({ status: 'reverted' })
    await expect(approve(convertClient(), wallet, order)).rejects.toThrow(swapReasons.approvalReverted)
  })

  it('sends the native currency with a swap from it, the service’s gas, and throws on a revert', async () => {
    const wallet = scriptedAdapter([localhost])
    const fromEther: SwapOrder = {
      from: ether,
      to: gusd,
      amount: 2_500_000_000_000_000_000n,
      userAddress: user,
    }
    expect(await sendSwap(convertClient(), wallet, fromEther)).toBe('0x02')
    expect(wallet.sendContractCall).toHaveBeenLastCalledWith({
      to: router,
      data: '0x12aa3caf',
      value: 2_500_000_000_000_000_000n,
      gas: 180_000n,
    })
    const fromToken: SwapOrder = { from: gusd, to: ether, amount: 25_000_000n, userAddress: user }
    wallet.waitForTransaction.mockResolvedValueOnce({ status: 'reverted' })
    await expect(sendSwap(convertClient(), wallet, fromToken)).rejects.toThrow(
      'The transaction was reverted.',
    )
    expect(wallet.sendContractCall).toHaveBeenLastCalledWith(expect.objectContaining({ value: 0n }))
  })
})
