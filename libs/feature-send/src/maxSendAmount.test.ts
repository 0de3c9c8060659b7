import { afterEach, describe, expect, it, vi } from 'vitest'
import { NodeTransactionError, solanaLocalnet } from '@gatehouse/common'
import type { Balance, TransferCost } from '@gatehouse/controllers'
import { evmSendKit, solanaSendKit } from './testing/sendKits'

const insufficientFunds = NodeTransactionError.insufficientFunds.message
const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const contract = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const eth = (numeric: string, decimals = '18'): Balance => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  quantity: { decimals, numeric },
})
const gusd: Balance = {
  name: 'Gatehouse USD',
  symbol: 'GUSD',
  chainId: 'eip155:31337',
  address: `eip155:31337:${contract}`,
  quantity: { decimals: '6', numeric: '1000.5' },
}

const evmSetup = evmSendKit

/** A promise and the function that settles it, for an estimate that answers when the test says. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined
  const promise = new Promise<T>((settle) => (resolve = settle))
  return { promise, resolve }
}

/** An EVM transfer's cost: its fee; EVM asks no minimum of either account. */
const evmCost = (fee: bigint): TransferCost => ({ fee, minimumAmount: 0n, accountMinimum: 0n })

afterEach(() => vi.restoreAllMocks())

describe('Max on an EVM network', () => {
  it('fills in the ether balance less the fee of a plain transfer, which then passes the check', async () => {
    const { adapter, send } = await evmSetup('10.5')
    send.setToken(eth('10.5'))
    send.setReceiver(receiver)
    await send.fillMax(eth('10.5'))
    // 21,000 gas at 1 gwei: 0.000021 ETH.
    expect(adapter.estimateTransfer).toHaveBeenCalledWith({
      to: receiver,
      amount: 10_500_000_000_000_000_000n,
    })
    expect(send.state).toMatchObject({
      sendTokenAmount: '10.499979',
      receiverAddress: receiver,
      estimatingMax: false,
      error: undefined,
    })
    expect(await send.send()).toBe('sent')
    expect(adapter.sendTransfer).toHaveBeenCalledWith({ to: receiver, amount: 10_499_979_000_000_000_000n })
  })

  it('estimates a transfer to the account itself while the receiver is not a valid address', async () => {
    const { adapter, send } = await evmSetup()
    for (const entered of ['', '0x1234', '0x70997970c51812dc3A010C7d01b50e0d17dc79C8']) {
      send.setReceiver(entered)
      await send.fillMax(eth('10.5'))
      expect(adapter.estimateTransfer).toHaveBeenLastCalledWith({
        to: account,
        amount: 10_500_000_000_000_000_000n,
      })
    }
    // An address in small letters without its 0x is one.
    send.setReceiver(receiver.slice(2).toLowerCase())
    await send.fillMax(eth('10.5'))
    expect(adapter.estimateTransfer).toHaveBeenLastCalledWith({
      to: receiver.toLowerCase(),
      amount: 10_500_000_000_000_000_000n,
    })
  })

  it('is busy while the fee is estimated, keeps the other fields, then fills in the amount', async () => {
    const { adapter, send } = await evmSetup()
    const estimate = deferred<TransferCost>()
    adapter.estimateTransfer.mockReturnValueOnce(estimate.promise)
    send.setToken(eth('10.5'))
    send.setAmount('1')
    send.setReceiver(receiver)
    const filled = send.fillMax(eth('10.5'))
    expect(send.state).toMatchObject({ estimatingMax: true, sendTokenAmount: '1', receiverAddress: receiver })
    // A second press while it runs asks nothing more.
    await send.fillMax(eth('10.5'))
    expect(adapter.estimateTransfer).toHaveBeenCalledOnce()
    estimate.resolve(evmCost(10n ** 17n))
    await filled
    expect(send.state).toMatchObject({
      estimatingMax: false,
      sendTokenAmount: '10.4',
      receiverAddress: receiver,
    })
  })

  it('drops a late estimate when the visitor typed an amount or chose a token meanwhile', async () => {
    const { adapter, send } = await evmSetup()
    const typed = deferred<TransferCost>()
    adapter.estimateTransfer.mockReturnValueOnce(typed.promise)
    const first = send.fillMax(eth('10.5'))
    send.setAmount('2')
    expect(send.state.estimatingMax).toBe(false)
    typed.resolve(evmCost(10n ** 17n))
    await first
    expect(send.state.sendTokenAmount).toBe('2')

    const chosen = deferred<TransferCost>()
    adapter.estimateTransfer.mockReturnValueOnce(chosen.promise)
    const second = send.fillMax(eth('10.5'))
    send.setToken(gusd)
    chosen.resolve(evmCost(10n ** 17n))
    await second
    expect(send.state).toMatchObject({ sendTokenAmount: '2', estimatingMax: false })
  })

  it('falls back to the whole balance when the fee cannot be estimated; the check then explains', async () => {
    const { adapter, send } = await evmSetup()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    adapter.estimateTransfer.mockRejectedValueOnce(new TypeError('fetch failed'))
    send.setToken(eth('10.5'))
    send.setReceiver(receiver)
    await send.fillMax(eth('10.5'))
    expect(send.state).toMatchObject({ sendTokenAmount: '10.5', estimatingMax: false, error: undefined })
    expect(warn).toHaveBeenCalled()
    expect(await send.send()).toBe('invalid')
    expect(send.state).toMatchObject({ error: insufficientFunds, errorField: 'amount' })
    expect(adapter.sendTransfer).not.toHaveBeenCalled()
  })

  it('fills in 0 with the insufficient-funds reason on the amount when the fee takes the whole balance', async () => {
    const { adapter, send } = await evmSetup('0.00002')
    send.setAmount('0.00001')
    await send.fillMax(eth('0.00002'))
    expect(send.state).toMatchObject({ sendTokenAmount: '0', error: insufficientFunds, errorField: 'amount' })
    // Exactly the fee: nothing is left to send either.
    adapter.estimateTransfer.mockResolvedValueOnce(evmCost(20_000_000_000_000n))
    send.setAmount('')
    await send.fillMax(eth('0.00002'))
    expect(send.state).toMatchObject({ sendTokenAmount: '0', error: insufficientFunds, errorField: 'amount' })
  })

  it('counts the lower of the listed and the adapter’s balance, and rounds down to the token’s decimals', async () => {
    const { adapter, send } = await evmSetup('10.4')
    await send.fillMax(eth('10.5'))
    expect(send.state.sendTokenAmount).toBe('10.399979')
    // A fee with wei below a listing of 9 decimals: the amount is rounded down, never up.
    adapter.estimateTransfer.mockResolvedValueOnce(evmCost(21_000_000_000_001n))
    await send.fillMax(eth('10.4', '9'))
    expect(send.state.sendTokenAmount).toBe('10.399978999')
  })

  it('fills in a token’s whole balance, without an estimate', async () => {
    const { adapter, send } = await evmSetup()
    send.setToken(gusd)
    await send.fillMax(gusd)
    expect(send.state.sendTokenAmount).toBe('1000.5')
    expect(adapter.estimateTransfer).not.toHaveBeenCalled()
  })
})

describe('Max on Solana', () => {
  const solAccount = '64k5GFrBjoNA7d5vUtTXEgR3f38eNwpKbbR4WtiS3rag'
  const solReceiver = '7iK3nkyJ5B993WhiCvsdYeJjdmCBuYCSbyWRubbDHRPM'
  const sol: Balance = {
    name: 'Solana',
    symbol: 'SOL',
    chainId: solanaLocalnet.caipNetworkId,
    quantity: { decimals: '9', numeric: '1' },
  }
  const accountMinimum = 890_880n

  const solanaSetup = (cost: TransferCost, balance = '1') => solanaSendKit(solAccount, cost, balance)

  it('fills in the balance less the transfer’s fee, which empties the account and passes the check', async () => {
    const { adapter, send } = await solanaSetup({ fee: 5000n, minimumAmount: 0n, accountMinimum })
    send.setToken(sol)
    send.setReceiver(solReceiver)
    await send.fillMax(sol)
    expect(adapter.estimateTransfer).toHaveBeenCalledWith({ to: solReceiver, amount: 10n ** 9n })
    expect(send.state.sendTokenAmount).toBe('0.999995')
    expect(await send.send()).toBe('sent')
    expect(adapter.sendTransfer).toHaveBeenCalledWith({ to: solReceiver, amount: 999_995_000n })
  })

  it('estimates a transfer to the account itself while no receiver is entered', async () => {
    const { adapter, send } = await solanaSetup({ fee: 5000n, minimumAmount: 0n, accountMinimum })
    await send.fillMax(sol)
    expect(adapter.estimateTransfer).toHaveBeenCalledWith({ to: solAccount, amount: 10n ** 9n })
  })

  it('fills in 0 with the insufficient-funds reason when the fee takes the whole balance', async () => {
    const { adapter, send } = await solanaSetup({ fee: 5000n, minimumAmount: 0n, accountMinimum }, '0.000005')
    await send.fillMax({ ...sol, quantity: { decimals: '9', numeric: '0.000005' } })
    expect(send.state).toMatchObject({ sendTokenAmount: '0', error: insufficientFunds, errorField: 'amount' })
    expect(adapter.sendTransfer).not.toHaveBeenCalled()
  })
})
