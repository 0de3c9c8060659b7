import { afterEach, describe, expect, it, vi } from 'vitest'
import { localhost, RpcErrorCode } from '@gatehouse/common'
import {
  createControllers,
  createFeatureContext,
  memoryStorageBackend,
  type Balance,
} from '@gatehouse/controllers'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import { createSendController } from './createSendController'
import { describeSendError, sendDeclinedMessage } from './describeSendError'
import { sendFieldMessages, validateSend } from './validateSend'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ether: Balance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  quantity: { decimals: '18', numeric: '10' },
}
const token = (symbol: string, contract: string): Balance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  address: `eip155:31337:${contract}`,
  quantity: { decimals: '6', numeric: '1000' },
})
const evm = { namespace: 'eip155' as const, nativeDecimals: 18 }

describe('validateSend', () => {
  it('needs an amount and a receiver, then a token on EVM', () => {
    const empty = { token: ether, amount: '', receiver: '' }
    expect(validateSend(empty, evm)).toMatchObject({ error: 'An amount and receiver address are required' })
    expect(validateSend({ ...empty, amount: '1' }, evm)).toMatchObject({
      error: 'An amount and receiver address are required',
    })
    expect(validateSend({ token: undefined, amount: '1', receiver }, evm)).toMatchObject({
      error: 'A token is required',
    })
  })

  it('refuses amounts that are not a positive number of the token, and foreign addresses', () => {
    for (const amount of ['0', 'abc', '1.0000001']) {
      expect(validateSend({ token: token('GUSD', '0x1'), amount, receiver }, evm)).toMatchObject({
        error: sendFieldMessages.invalidAmount,
      })
    }
    expect(validateSend({ token: ether, amount: '1', receiver: '0x1234' }, evm)).toMatchObject({
      error: sendFieldMessages.invalidReceiver,
    })
  })

  it('reads the amount in the smallest unit and adds the 0x an EVM address may lack', () => {
    expect(validateSend({ token: ether, amount: '1.5', receiver: receiver.slice(2) }, evm)).toEqual({
      token: ether,
      value: 1_500_000_000_000_000_000n,
      receiver,
    })
  })
})

describe('describeSendError', () => {
  it('says the node’s error of the catalogue, found in wrapped errors', () => {
    const nested = new Error('Estimate gas failed', {
      cause: {
        message:
          'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
      },
    })
    expect(describeSendError(nested)).toBe('Insufficient funds for gas and value.')
    expect(
      describeSendError({ code: RpcErrorCode.USER_REJECTED, message: 'User rejected the request.' }),
    ).toBe(sendDeclinedMessage)
    const locked = Object.assign(new Error('Wallet locked\nstack…'), { code: 4100 })
    expect(describeSendError(locked)).toBe('Wallet locked')
    // A JavaScript error from inside some code is never shown to the visitor.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(describeSendError(new TypeError('x.map is not a function'))).toBe('Something went wrong')
  })
})

function setup() {
  const adapter = scriptedAdapter([localhost], account)
  const kit = createControllers(
    { networks: [localhost], adapters: [adapter], projectId: 'p1' },
    { storage: memoryStorageBackend(), fetch: async () => new Response('{}', { status: 404 }) },
  )
  adapter.connectAs()
  kit.router.reset('Account')
  kit.router.push('WalletSend')
  const send = createSendController(createFeatureContext(kit))
  return { kit, adapter, send }
}

afterEach(() => vi.restoreAllMocks())

describe('send controller', () => {
  it('sends the native coin, says so, resets the form and ends the step', async () => {
    const { kit, adapter, send } = setup()
    send.setToken(ether)
    send.setAmount('1.5')
    send.setReceiver(receiver)
    expect(await send.send()).toBe('sent')
    expect(adapter.sendTransfer).toHaveBeenCalledWith({ to: receiver, amount: 1_500_000_000_000_000_000n })
    // An EVM send ends once the wallet sent it: the kit reads the balance once it is mined.
    expect(adapter.waitForTransaction).not.toHaveBeenCalled()
    expect(kit.toast.state).toMatchObject({ message: 'Sent 1.5 ETH', variant: 'success' })
    expect(send.state).toMatchObject({
      token: undefined,
      sendTokenAmount: '',
      receiverAddress: '',
      loading: false,
    })
    expect(kit.router.state.view).toBe('Account')
  })

  it('transfers an ERC-20 token by its contract, symbol and decimals, and returns to Account', async () => {
    const { kit, adapter, send } = setup()
    kit.router.push('WalletSend')
    send.setToken(token('USDT', '0x5FbDB2315678afecb367f032d93F642f64180aa3'))
    send.setAmount('25')
    send.setReceiver(receiver)
    expect(await send.send()).toBe('sent')
    // The adapter picks the contract's ABI (Tether's own for USDT): see adapter-wagmi's evmTransfer.
    expect(adapter.sendTransfer).toHaveBeenLastCalledWith({
      to: receiver,
      amount: 25_000_000n,
      token: { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', decimals: 6, symbol: 'USDT' },
    })
    expect(adapter.waitForTransaction).not.toHaveBeenCalled()
    expect(kit.router.state).toMatchObject({ view: 'Account', history: ['Account'] })
  })

  it('keeps what the visitor entered when the wallet declines or the node refuses', async () => {
    const { adapter, send } = setup()
    adapter.sendTransfer.mockRejectedValueOnce({ code: 4001, message: 'User rejected the request.' })
    adapter.sendTransfer.mockRejectedValueOnce(new Error('nonce too low: next nonce 4, tx nonce 1'))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    send.setToken(ether)
    send.setAmount('2')
    send.setReceiver(receiver)
    expect(await send.send()).toBe('declined')
    expect(send.state).toMatchObject({
      sendTokenAmount: '2',
      receiverAddress: receiver,
      error: sendDeclinedMessage,
      errorField: undefined,
    })
    expect(await send.send()).toBe('failed')
    expect(send.state).toMatchObject({
      sendTokenAmount: '2',
      receiverAddress: receiver,
      error: 'The nonce is too low.',
      loading: false,
    })
    send.setAmount('1')
    expect(send.state.error).toBeUndefined()
  })

  it('shows the validation message and asks the wallet nothing', async () => {
    const { adapter, send } = setup()
    send.setAmount('1')
    send.setReceiver(receiver)
    expect(await send.send()).toBe('invalid')
    expect(send.state.error).toBe('A token is required')
    expect(adapter.sendTransfer).not.toHaveBeenCalled()
  })

  it('is cleared when the account disconnects', async () => {
    const { adapter, send } = setup()
    send.setAmount('3')
    adapter.emit({ status: 'disconnected' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(send.state.sendTokenAmount).toBe('')
  })
})
