import { afterEach, describe, expect, it, vi } from 'vitest'
import { solanaLocalnet } from '@gatehouse/common'
import {
  createControllers,
  createFeatureContext,
  memoryStorageBackend,
  type Balance,
} from '@gatehouse/controllers'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import { createSendController } from './createSendController'
import { sendDeclinedMessage } from './describeSendError'
import { sendFieldMessages, validateSend } from './validateSend'

const account = '64k5GFrBjoNA7d5vUtTXEgR3f38eNwpKbbR4WtiS3rag'
const receiver = '7iK3nkyJ5B993WhiCvsdYeJjdmCBuYCSbyWRubbDHRPM'
const mint = 'GuSDbs1ko8SNG4ueeE3rSwvTuWqmFuBMA1VvG9YCFRJ3'
const chainId = solanaLocalnet.caipNetworkId
const sol: Balance = { name: 'Solana', symbol: 'SOL', chainId, quantity: { decimals: '9', numeric: '5' } }
const gusd: Balance = {
  name: 'Gatehouse USD',
  symbol: 'GUSD',
  chainId,
  address: `${chainId}:${mint}`,
  quantity: { decimals: '6', numeric: '100' },
}
const solanaNetwork = { namespace: 'solana' as const, nativeDecimals: 9 }

describe('validateSend on Solana', () => {
  it('needs an amount and a receiver, and no token for SOL', () => {
    expect(validateSend({ token: undefined, amount: '', receiver }, solanaNetwork)).toMatchObject({
      error: 'An amount and receiver address are required',
    })
    expect(validateSend({ token: undefined, amount: '0.5', receiver }, solanaNetwork)).toEqual({
      token: undefined,
      value: 500_000_000n,
      receiver,
    })
  })

  it('refuses what is not a Solana address, and amounts beyond the balance or the decimals', () => {
    for (const bad of [
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      'short',
      `${receiver}0`,
      'Il0O'.repeat(9),
    ]) {
      expect(validateSend({ token: sol, amount: '1', receiver: bad }, solanaNetwork)).toMatchObject({
        error: sendFieldMessages.invalidReceiver,
      })
    }
    expect(validateSend({ token: gusd, amount: '100.5', receiver }, solanaNetwork)).toEqual({
      error: sendFieldMessages.amountAboveBalance,
      field: 'amount',
    })
    expect(validateSend({ token: sol, amount: '5.1', receiver }, solanaNetwork)).toEqual({
      error: 'Insufficient funds for gas and value.',
      field: 'amount',
    })
    expect(validateSend({ token: gusd, amount: '1.0000001', receiver }, solanaNetwork)).toMatchObject({
      error: sendFieldMessages.invalidAmount,
    })
    expect(validateSend({ token: gusd, amount: '100', receiver }, solanaNetwork)).toMatchObject({
      value: 100_000_000n,
    })
  })
})

function setup() {
  const base = scriptedAdapter([solanaLocalnet], account)
  base.sendTransfer.mockResolvedValue('5'.repeat(88))
  // One signature's fee; an empty account's rent-exempt minimum.
  base.estimateTransfer.mockResolvedValue({ fee: 5000n, minimumAmount: 0n, accountMinimum: 890_880n })
  const adapter = { ...base, namespace: 'solana' as const }
  const kit = createControllers(
    { networks: [solanaLocalnet], adapters: [adapter], projectId: 'p1' },
    { storage: memoryStorageBackend(), fetch: async () => new Response('{}', { status: 404 }) },
  )
  adapter.connectAs()
  kit.router.reset('Account')
  kit.router.push('WalletSend')
  const send = createSendController(createFeatureContext(kit))
  return { kit, adapter, send }
}

afterEach(() => vi.restoreAllMocks())

describe('send controller on Solana', () => {
  it('sends SOL through the adapter’s transfer, waits for it, resets and returns to Account', async () => {
    const { kit, adapter, send } = setup()
    send.setToken(sol)
    send.setAmount('1.25')
    send.setReceiver(receiver)
    expect(await send.send()).toBe('sent')
    expect(adapter.sendTransfer).toHaveBeenCalledWith({ to: receiver, amount: 1_250_000_000n })
    expect(adapter.waitForTransaction).toHaveBeenCalledWith('5'.repeat(88))
    expect(kit.toast.state).toMatchObject({ message: 'Sent 1.25 SOL', variant: 'success' })
    expect(send.state).toMatchObject({ token: undefined, sendTokenAmount: '', receiverAddress: '' })
    expect(kit.router.state).toMatchObject({ view: 'Account', history: ['Account'] })
  })

  it('says it waits for confirmation once the wallet has sent, and not before', async () => {
    const { adapter, send } = setup()
    let landed: (value: { status: 'success' }) => void = () => {}
    adapter.waitForTransaction.mockImplementationOnce(() => new Promise((resolve) => (landed = resolve)))
    send.setAmount('1')
    send.setReceiver(receiver)
    const outcome = send.send()
    expect(send.state).toMatchObject({ loading: true, confirming: false })
    await vi.waitFor(() => expect(send.state.confirming).toBe(true))
    landed({ status: 'success' })
    expect(await outcome).toBe('sent')
    expect(send.state).toMatchObject({ loading: false, confirming: false })
  })

  it('sends an SPL token by its mint (the token’s address) and decimals', async () => {
    const { adapter, send } = setup()
    send.setToken(gusd)
    send.setAmount('12.5')
    send.setReceiver(receiver)
    expect(await send.send()).toBe('sent')
    expect(adapter.sendTransfer).toHaveBeenCalledWith({
      to: receiver,
      amount: 12_500_000n,
      token: { address: mint, decimals: 6, symbol: 'GUSD' },
    })
  })

  it('keeps the form on a decline, a node error and a reverted transaction', async () => {
    const { kit, adapter, send } = setup()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    adapter.sendTransfer.mockRejectedValueOnce({ code: 4001, message: 'User rejected the request.' })
    adapter.sendTransfer.mockRejectedValueOnce(
      new Error('Transaction simulation failed', { cause: new Error('Error: insufficient funds') }),
    )
    adapter.waitForTransaction.mockResolvedValueOnce({ status: 'reverted' })
    send.setToken(sol)
    send.setAmount('2')
    send.setReceiver(receiver)
    expect(await send.send()).toBe('declined')
    expect(send.state.error).toBe(sendDeclinedMessage)
    expect(await send.send()).toBe('failed')
    expect(send.state.error).toBe('Insufficient funds for gas and value.')
    expect(await send.send()).toBe('failed')
    expect(send.state).toMatchObject({ error: 'The transaction was reverted.', sendTokenAmount: '2' })
    expect(kit.router.state.view).toBe('WalletSend')
  })
})
