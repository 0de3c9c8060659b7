import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorMessage, NodeTransactionError, solanaLocalnet } from '@gatehouse/common'
import type { Balance, TransferCost } from '@gatehouse/controllers'
import type { createSendController } from './createSendController'
import { evmSendKit, solanaSendKit } from './testing/sendKits'
import { sendFieldMessages, validateSend } from './validateSend'

const insufficientFunds = NodeTransactionError.insufficientFunds.message
const ether = 10n ** 18n
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const contract = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const eth: Balance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  quantity: { decimals: '18', numeric: '10.5' },
}
const gusd: Balance = {
  name: 'Gatehouse USD',
  symbol: 'GUSD',
  chainId: 'eip155:31337',
  address: `eip155:31337:${contract}`,
  quantity: { decimals: '6', numeric: '1000' },
}
const named = (name: string, message: string) => Object.assign(new Error(message), { name })

const evmSetup = evmSendKit
/** An EVM transfer's cost: its fee; EVM asks no minimum of either account. */
const evmCost = (fee: bigint): TransferCost => ({ fee, minimumAmount: 0n, accountMinimum: 0n })

function fill(send: ReturnType<typeof createSendController>, token: Balance, amount: string) {
  send.setToken(token)
  send.setAmount(amount)
  send.setReceiver(receiver)
}

afterEach(() => vi.restoreAllMocks())

describe('the balance, before the wallet is asked', () => {
  it('refuses more than the token’s balance: the node’s words for ether, its own for a token', () => {
    const evm = { namespace: 'eip155' as const, nativeDecimals: 18 }
    expect(validateSend({ token: eth, amount: '10.6', receiver }, evm)).toEqual({
      error: insufficientFunds,
      field: 'amount',
    })
    expect(validateSend({ token: gusd, amount: '1000.01', receiver }, evm)).toEqual({
      error: sendFieldMessages.amountAboveBalance,
      field: 'amount',
    })
    expect(validateSend({ token: gusd, amount: '1000', receiver }, evm)).toMatchObject({ value: 10n ** 9n })
  })

  it('ties each missing entry to its field', () => {
    const evm = { namespace: 'eip155' as const, nativeDecimals: 18 }
    expect(validateSend({ token: eth, amount: '', receiver }, evm)).toMatchObject({ field: 'amount' })
    expect(validateSend({ token: eth, amount: '1', receiver: ' ' }, evm)).toMatchObject({ field: 'receiver' })
    expect(validateSend({ token: undefined, amount: '1', receiver }, evm)).toMatchObject({ field: 'token' })
    expect(validateSend({ token: eth, amount: 'x', receiver }, evm)).toMatchObject({ field: 'amount' })
    expect(validateSend({ token: eth, amount: '1', receiver: '0x12' }, evm)).toMatchObject({
      field: 'receiver',
    })
  })
})

describe('the fee of an EVM send, before the wallet is asked', () => {
  it('refuses ether whose amount and estimated fee exceed the balance, and keeps the form', async () => {
    const { adapter, send } = await evmSetup('10.5')
    adapter.estimateTransfer.mockResolvedValue(evmCost(ether / 10n)) // 0.1 ETH of gas
    fill(send, eth, '10.45')
    expect(await send.send()).toBe('invalid')
    expect(adapter.estimateTransfer).toHaveBeenCalledWith({
      to: receiver,
      amount: 10_450_000_000_000_000_000n,
    })
    expect(adapter.sendTransfer).not.toHaveBeenCalled()
    expect(send.state).toMatchObject({
      error: insufficientFunds,
      errorField: 'amount',
      sendTokenAmount: '10.45',
      receiverAddress: receiver,
      loading: false,
      checking: false,
    })
    // Amount plus fee within the balance: the wallet is asked.
    send.setAmount('10.4')
    expect(await send.send()).toBe('sent')
    expect(adapter.sendTransfer).toHaveBeenCalledOnce()
  })

  it('refuses a token send whose fee the ether balance cannot pay, on the token, naming the coin', async () => {
    const { adapter, send } = await evmSetup('0.0001')
    adapter.estimateTransfer.mockResolvedValue(evmCost(ether / 1000n))
    fill(send, gusd, '25')
    expect(await send.send()).toBe('invalid')
    expect(adapter.estimateTransfer).toHaveBeenCalledWith({
      to: receiver,
      amount: 25_000_000n,
      token: { address: contract, decimals: 6, symbol: 'GUSD' },
    })
    expect(adapter.sendTransfer).not.toHaveBeenCalled()
    expect(send.state).toMatchObject({
      error: sendFieldMessages.feeAboveBalance,
      errorField: 'token',
      errorValues: { symbol: 'ETH' },
    })
  })

  it('says what the node says of the estimate: short of funds, or a revert', async () => {
    const { adapter, send } = await evmSetup()
    adapter.estimateTransfer.mockRejectedValueOnce(
      new Error('Estimate failed', { cause: { details: 'insufficient funds for gas * price + value' } }),
    )
    fill(send, eth, '1')
    expect(await send.send()).toBe('invalid')
    expect(send.state).toMatchObject({ error: insufficientFunds, errorField: 'amount' })
    adapter.estimateTransfer.mockRejectedValueOnce(new Error('execution reverted: Pausable: paused'))
    fill(send, gusd, '1')
    expect(await send.send()).toBe('invalid')
    expect(send.state).toMatchObject({ error: sendFieldMessages.wouldRevert, errorField: 'token' })
    // A token balance the service listed too high: the contract says the sender holds less.
    adapter.estimateTransfer.mockRejectedValueOnce(
      new Error('Execution reverted', {
        cause: { details: 'execution reverted: ERC20: transfer amount exceeds balance' },
      }),
    )
    fill(send, gusd, '1')
    expect(await send.send()).toBe('invalid')
    expect(send.state).toMatchObject({ error: sendFieldMessages.amountAboveBalance, errorField: 'amount' })
    expect(adapter.sendTransfer).not.toHaveBeenCalled()
  })

  it('leaves the wallet to decide when the estimate fails for an unknown reason', async () => {
    const { adapter, send } = await evmSetup()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    adapter.estimateTransfer.mockRejectedValueOnce(new TypeError('fetch exploded'))
    fill(send, eth, '1')
    expect(await send.send()).toBe('sent')
    expect(adapter.sendTransfer).toHaveBeenCalledOnce()
    expect(warn).toHaveBeenCalled()
  })

  it('sends nothing when the account changed while the fee was estimated', async () => {
    const { adapter, send } = await evmSetup()
    let estimated: (cost: TransferCost) => void = () => undefined
    adapter.estimateTransfer.mockReturnValueOnce(new Promise((resolve) => (estimated = resolve)))
    fill(send, eth, '1')
    const outcome = send.send()
    expect(send.state).toMatchObject({ loading: true, checking: true })
    adapter.connectAs('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
    await new Promise((resolve) => setTimeout(resolve, 0))
    estimated(evmCost(1n))
    expect(await outcome).toBe('invalid')
    expect(adapter.sendTransfer).not.toHaveBeenCalled()
    expect(send.state).toMatchObject({ loading: false, sendTokenAmount: '' })
  })

  it('forgets a reason about funds once the balance changes', async () => {
    const { kit, adapter, send } = await evmSetup('10.5')
    adapter.estimateTransfer.mockResolvedValue(evmCost(ether))
    fill(send, eth, '10')
    expect(await send.send()).toBe('invalid')
    expect(send.state.error).toBe(insufficientFunds)
    kit.chain.setBalance('eip155', { balance: '20', symbol: 'ETH' })
    await vi.waitFor(() => expect(send.state.error).toBeUndefined())
    expect(send.state).toMatchObject({ errorField: undefined, sendTokenAmount: '10' })
  })
})

describe('a failed EVM send whose cause is known', () => {
  it.each([
    [
      named('ChainMismatchError', 'The current chain of the wallet (id: 1) does not match'),
      ErrorMessage.walletOnOtherChain,
    ],
    [named('TimeoutError', 'The request took too long to respond.'), ErrorMessage.requestTimedOut],
    [named('HttpRequestError', 'HTTP request failed.'), ErrorMessage.httpRequestFailed],
  ])('says %s in the catalogue’s words, about the whole send', async (error, text) => {
    const { adapter, send } = await evmSetup()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    adapter.sendTransfer.mockRejectedValueOnce(error)
    fill(send, eth, '1')
    expect(await send.send()).toBe('failed')
    expect(send.state).toMatchObject({ error: text, errorField: undefined, sendTokenAmount: '1' })
  })

  it('ties an address the wallet’s library refused to the receiver', async () => {
    const { adapter, send } = await evmSetup()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    adapter.sendTransfer.mockRejectedValueOnce(
      new Error('Transaction failed', { cause: named('InvalidAddressError', 'Address "0xabc" is invalid.') }),
    )
    fill(send, eth, '1')
    expect(await send.send()).toBe('failed')
    expect(send.state).toMatchObject({ error: sendFieldMessages.invalidReceiver, errorField: 'receiver' })
  })
})

describe('the cost of a Solana send, before the wallet is asked', () => {
  const solReceiver = '7iK3nkyJ5B993WhiCvsdYeJjdmCBuYCSbyWRubbDHRPM'
  const mint = 'GuSDbs1ko8SNG4ueeE3rSwvTuWqmFuBMA1VvG9YCFRJ3'
  const chainId = solanaLocalnet.caipNetworkId
  const sol: Balance = { name: 'Solana', symbol: 'SOL', chainId, quantity: { decimals: '9', numeric: '1' } }
  const spl: Balance = {
    name: 'Gatehouse USD',
    symbol: 'GUSD',
    chainId,
    address: `${chainId}:${mint}`,
    quantity: { decimals: '6', numeric: '100' },
  }

  const solanaSetup = (cost: TransferCost, balance = '1') =>
    solanaSendKit('64k5GFrBjoNA7d5vUtTXEgR3f38eNwpKbbR4WtiS3rag', cost, balance)

  // An empty account's rent-exempt minimum, in lamports.
  const accountMinimum = 890_880n

  const fillSolana = (send: ReturnType<typeof createSendController>, token: Balance, amount: string) => {
    send.setToken(token)
    send.setAmount(amount)
    send.setReceiver(solReceiver)
  }

  it('refuses SOL whose amount and fee exceed the balance', async () => {
    const { adapter, send } = await solanaSetup({ fee: 5000n, minimumAmount: 0n, accountMinimum })
    fillSolana(send, sol, '1')
    expect(await send.send()).toBe('invalid')
    expect(adapter.estimateTransfer).toHaveBeenCalledWith({ to: solReceiver, amount: 10n ** 9n })
    expect(send.state).toMatchObject({ error: insufficientFunds, errorField: 'amount' })
    expect(adapter.sendTransfer).not.toHaveBeenCalled()
    fillSolana(send, sol, '0.999995')
    expect(await send.send()).toBe('sent')
  })

  it('refuses SOL that would leave the account less than its rent, yet not nothing', async () => {
    const { adapter, send } = await solanaSetup({ fee: 5000n, minimumAmount: 0n, accountMinimum })
    // 1 SOL held: sending 0.9995 leaves 495,000 lamports after the fee, under the minimum.
    fillSolana(send, sol, '0.9995')
    expect(await send.send()).toBe('invalid')
    expect(send.state).toMatchObject({
      error: sendFieldMessages.keepAccountMinimum,
      errorField: 'amount',
      errorValues: { amount: '0.00089088', symbol: 'SOL' },
    })
    expect(adapter.sendTransfer).not.toHaveBeenCalled()
    // Leaving the minimum, or nothing at all, goes.
    fillSolana(send, sol, '0.99910412')
    expect(await send.send()).toBe('sent')
  })

  it('refuses a token send whose fee and new token account the SOL balance cannot pay', async () => {
    const { adapter, send } = await solanaSetup(
      // The network fee and the rent of the receiver's new token account.
      { fee: 5000n + 2_039_280n, minimumAmount: 0n, accountMinimum },
      '0.002',
    )
    fillSolana(send, spl, '5')
    expect(await send.send()).toBe('invalid')
    expect(adapter.estimateTransfer).toHaveBeenCalledWith({
      to: solReceiver,
      amount: 5_000_000n,
      token: { address: mint, decimals: 6, symbol: 'GUSD' },
    })
    expect(send.state).toMatchObject({
      error: sendFieldMessages.feeAboveBalance,
      errorField: 'token',
      errorValues: { symbol: 'SOL' },
    })
    expect(adapter.sendTransfer).not.toHaveBeenCalled()
  })

  it('refuses SOL below the minimum that opens the receiver’s account, naming it', async () => {
    const { adapter, send } = await solanaSetup({
      fee: 5000n,
      minimumAmount: 890_880n,
      accountMinimum,
    })
    fillSolana(send, sol, '0.0005')
    expect(await send.send()).toBe('invalid')
    expect(send.state).toMatchObject({
      error: sendFieldMessages.belowAccountMinimum,
      errorField: 'amount',
      errorValues: { amount: '0.00089088', symbol: 'SOL' },
    })
    expect(adapter.sendTransfer).not.toHaveBeenCalled()
  })
})
