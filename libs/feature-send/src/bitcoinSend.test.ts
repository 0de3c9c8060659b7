import { afterEach, describe, expect, it, vi } from 'vitest'
import { bitcoin, bitcoinLocalnet } from '@gatehouse/common'
import {
  createControllers,
  createFeatureContext,
  memoryStorageBackend,
  type Balance,
} from '@gatehouse/controllers'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import {
  bech32ChecksumHolds,
  bitcoinDustLimit,
  bitcoinRefusalMessage,
  bitcoinSendMessages,
  hasTooManyDecimals,
  normalizeBitcoinAddress,
} from './bitcoinRules'
import { createSendController } from './createSendController'
import { describeSendError, sendDeclinedMessage } from './describeSendError'
import { sendableTokens } from './sendableTokens'
import { sendFieldMessages, validateSend } from './validateSend'

// Addresses of one key on each network (made with @scure/btc-signer).
const account = 'bcrt1q50rtrmj2f8vl9tem8qpfw36ylw5jg9j2dkku3w'
const receiver = 'bcrt1pw53jtgez0wf69n06fchp0ctk48620zdscnrj8heh86wykp9mv20q7vd3gm'
const regtest = {
  p2wpkh: account,
  p2tr: receiver,
  p2wsh: 'bcrt1qh2s7gcxhgcjesfttmgzkmwjpj8w6xkckcnxgy288rmyvqhjl4m8qx87uw7',
  p2pkh: 'mvSvTtvD9H9fkgi8MGDyLALgRaR2LhnWFM',
  p2sh: '2MwJZGrrQQko1S69xSeZt2bRmCSompaJ7in',
}
const mainnet = {
  p2wpkh: 'bc1q50rtrmj2f8vl9tem8qpfw36ylw5jg9j29e5za5',
  p2pkh: '1FvyAqqELFiQyaEWdhFbWF8MZapKPZS8J7',
  p2sh: '35kMD7vNoJHfEJXQmWx1QeSVz6bbxbh2oK',
}
const chainId = bitcoinLocalnet.caipNetworkId
const btc: Balance = { name: 'Bitcoin', symbol: 'BTC', chainId, quantity: { decimals: '8', numeric: '0.5' } }
const onRegtest = { namespace: 'bip122' as const, nativeDecimals: 8, caipNetworkId: chainId }

describe('validateSend on Bitcoin', () => {
  it('needs an amount and a receiver, and no token: BTC is the native currency', () => {
    for (const [amount, to] of [
      ['', receiver],
      ['0.1', ''],
      ['  ', '  '],
    ]) {
      expect(
        validateSend({ token: btc, amount: amount as string, receiver: to as string }, onRegtest),
      ).toMatchObject({
        error: 'An amount and receiver address are required',
      })
    }
    expect(validateSend({ token: undefined, amount: '0.1', receiver }, onRegtest)).toEqual({
      token: undefined,
      value: 10_000_000n,
      receiver,
    })
  })

  it('converts the amount to satoshis exactly, and refuses a ninth decimal with its own message', () => {
    const value = (amount: string) =>
      (validateSend({ token: btc, amount, receiver }, onRegtest) as { value?: bigint }).value
    expect(value('0.00000001')).toBeUndefined() // below dust, checked below
    expect(value('0.1')).toBe(10_000_000n)
    expect(value('0.3')).toBe(30_000_000n) // 0.1 + 0.2 is no problem in bigint
    expect(value('.12345678')).toBe(12_345_678n)
    expect(value('0.49999999')).toBe(49_999_999n)
    expect(validateSend({ token: btc, amount: '0.123456789', receiver }, onRegtest)).toMatchObject({
      error: bitcoinSendMessages.tooManyDecimals,
    })
    // Decimals are BTC's 8 even if a balance said otherwise.
    const odd = { ...btc, quantity: { decimals: '18', numeric: '0.5' } }
    expect(validateSend({ token: odd, amount: '0.000000001', receiver }, onRegtest)).toMatchObject({
      error: bitcoinSendMessages.tooManyDecimals,
    })
    for (const amount of ['0', 'abc', '1,5', '-1', '1e-3'])
      expect(validateSend({ token: btc, amount, receiver }, onRegtest)).toMatchObject({
        error: sendFieldMessages.invalidAmount,
      })
  })

  it('takes only addresses of the active network, with the message the other chains use', () => {
    for (const to of Object.values(regtest))
      expect(validateSend({ token: btc, amount: '0.1', receiver: to }, onRegtest)).toMatchObject({
        receiver: to,
      })
    for (const to of [
      ...Object.values(mainnet),
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '7iK3nkyJ5B993WhiCvsdYeJjdmCBuYCSbyWRubbDHRPM',
      'bcrt1qshort',
      `${receiver}x`,
      // One character changed: the bech32 and bech32m checksums catch it.
      account.replace('50rt', '50rr'),
      receiver.replace('w53j', 'w53k'),
      `${account.slice(0, -6)}qqqqqq`,
    ]) {
      expect(validateSend({ token: btc, amount: '0.1', receiver: to }, onRegtest)).toMatchObject({
        error: sendFieldMessages.invalidReceiver,
      })
    }
    const onMainnet = { ...onRegtest, caipNetworkId: bitcoin.caipNetworkId }
    expect(
      validateSend({ token: undefined, amount: '0.1', receiver: mainnet.p2wpkh }, onMainnet),
    ).toMatchObject({ receiver: mainnet.p2wpkh })
    expect(
      validateSend({ token: undefined, amount: '0.1', receiver: regtest.p2wpkh }, onMainnet),
    ).toMatchObject({
      error: sendFieldMessages.invalidReceiver,
    })
    // A bech32 address typed in capitals (its QR-code form) goes to the wallet in small letters.
    expect(
      validateSend({ token: btc, amount: '0.1', receiver: ` ${account.toUpperCase()} ` }, onRegtest),
    ).toMatchObject({ receiver: account })
  })

  it('keeps the amount under the balance, the fee coming on top', () => {
    expect(validateSend({ token: btc, amount: '0.6', receiver }, onRegtest)).toMatchObject({
      error: bitcoinSendMessages.insufficientFunds,
    })
    expect(validateSend({ token: btc, amount: '0.5', receiver }, onRegtest)).toMatchObject({
      error: bitcoinSendMessages.insufficientFunds,
    })
    expect(validateSend({ token: btc, amount: '0.4999', receiver }, onRegtest)).toMatchObject({
      value: 49_990_000n,
    })
    // Without a balance from the blockchain API, the adapter's native balance counts.
    const withBalance = { ...onRegtest, nativeBalance: '0.001' }
    expect(validateSend({ token: undefined, amount: '0.002', receiver }, withBalance)).toMatchObject({
      error: bitcoinSendMessages.insufficientFunds,
    })
  })

  it('refuses amounts below the dust limit of the receiver’s output type', () => {
    expect(bitcoinDustLimit(regtest.p2wpkh)).toBe(294n)
    expect(bitcoinDustLimit(regtest.p2wsh)).toBe(330n)
    expect(bitcoinDustLimit(regtest.p2tr)).toBe(330n)
    expect(bitcoinDustLimit(regtest.p2sh)).toBe(540n)
    expect(bitcoinDustLimit(regtest.p2pkh)).toBe(546n)
    expect(bitcoinDustLimit(mainnet.p2wpkh)).toBe(294n)
    expect(bitcoinDustLimit(mainnet.p2pkh)).toBe(546n)
    expect(bitcoinDustLimit(mainnet.p2sh)).toBe(540n)
    const send = (amount: string, to: string) => validateSend({ token: btc, amount, receiver: to }, onRegtest)
    expect(send('0.00000293', regtest.p2wpkh)).toMatchObject({ error: bitcoinSendMessages.belowDust })
    expect(send('0.00000294', regtest.p2wpkh)).toMatchObject({ value: 294n })
    expect(send('0.00000545', regtest.p2pkh)).toMatchObject({ error: bitcoinSendMessages.belowDust })
  })

  it('sends only BTC', () => {
    const token = { ...btc, address: `${chainId}:840000:3`, symbol: 'RUNE' }
    expect(validateSend({ token, amount: '1', receiver }, onRegtest)).toMatchObject({
      error: bitcoinSendMessages.onlyBtc,
    })
  })

  it('reads helper rules exactly', () => {
    expect(hasTooManyDecimals('1.123456789', 8)).toBe(true)
    expect(hasTooManyDecimals('1.12345678', 8)).toBe(false)
    expect(hasTooManyDecimals('12', 8)).toBe(false)
    expect(normalizeBitcoinAddress(regtest.p2pkh)).toBe(regtest.p2pkh)
    for (const address of [...Object.values(regtest), ...Object.values(mainnet)])
      expect(bech32ChecksumHolds(address)).toBe(true)
    // BIP-173's and BIP-350's test vectors.
    expect(bech32ChecksumHolds('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBe(true)
    expect(bech32ChecksumHolds('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0')).toBe(true)
    expect(bech32ChecksumHolds('tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf')).toBe(false)
    expect(bech32ChecksumHolds('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toBe(false)
    // Witness v0 with bech32m's constant, v2 with bech32's: the wrong algorithm for the version.
    expect(bech32ChecksumHolds('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh')).toBe(false)
    expect(normalizeBitcoinAddress('BC1Q50RTRMJ2F8VL9TEM8QPFW36YLW5JG9J29E5ZA5')).toBe(mainnet.p2wpkh)
  })
})

describe('the Bitcoin send’s failures in the visitor’s words', () => {
  it('names the node’s refusals, in the adapter’s error or one it wraps', () => {
    const refused = (reason: string) =>
      new Error('Broadcast failed', {
        cause: new Error(`sendrawtransaction RPC error: {"code":-26,"message":"${reason}"}`),
      })
    expect(bitcoinRefusalMessage(refused('bad-txns-inputs-missingorspent'))).toBe(
      bitcoinSendMessages.inputsSpent,
    )
    expect(bitcoinRefusalMessage(refused('bad-txns-inputs-spent'))).toBe(bitcoinSendMessages.inputsSpent)
    expect(bitcoinRefusalMessage(refused('txn-mempool-conflict'))).toBe(bitcoinSendMessages.inputsSpent)
    expect(bitcoinRefusalMessage(refused('min relay fee not met, 110 < 141'))).toBe(
      bitcoinSendMessages.feeTooLow,
    )
    expect(bitcoinRefusalMessage(refused('dust'))).toBe(bitcoinSendMessages.belowDust)
    expect(
      bitcoinRefusalMessage(refused('non-mandatory-script-verify-flag (Invalid Schnorr signature)')),
    ).toBe(bitcoinSendMessages.refused)
    expect(bitcoinRefusalMessage(new Error('Wallet locked'))).toBeUndefined()
  })
})

function setup(options: { balance?: string } = {}) {
  const base = scriptedAdapter([bitcoinLocalnet], account)
  const adapter = {
    ...base,
    namespace: 'bip122' as const,
    getBalance: vi.fn(async () => ({ balance: options.balance ?? '0.5', symbol: 'BTC' })),
    // As the Bitcoin adapter's: no cost estimate, its coin selection checks the amount and the fee.
    estimateTransfer: undefined,
  }
  adapter.sendTransfer.mockResolvedValue('ab'.repeat(32))
  const kit = createControllers(
    { networks: [bitcoinLocalnet], adapters: [adapter], projectId: 'p1' },
    // The blockchain API serves no chain here: the balances come from the adapter alone.
    { storage: memoryStorageBackend(), fetch: async () => Response.json({ http: [], ws: [] }) },
  )
  adapter.connectAs()
  kit.router.reset('Account')
  kit.router.push('WalletSend')
  const context = createFeatureContext(kit)
  const send = createSendController(context)
  return { kit, adapter, send, context }
}

afterEach(() => vi.restoreAllMocks())

describe('send controller on Bitcoin', () => {
  it('pays satoshis through the adapter’s transfer, waits for a block, refreshes, resets and returns to Account', async () => {
    const { kit, adapter, send } = setup()
    const refresh = vi.spyOn(adapter, 'getBalance')
    await vi.waitFor(() => expect(kit.chain.account()?.balance).toBe('0.5'))
    refresh.mockClear()
    let confirmed: (value: { status: 'success' }) => void = () => {}
    adapter.waitForTransaction.mockImplementationOnce(() => new Promise((resolve) => (confirmed = resolve)))
    send.setToken(btc)
    send.setAmount('0.12345678')
    send.setReceiver(receiver)
    const outcome = send.send()
    // Signed and in the mempool: the form waits for the block, saying so.
    await vi.waitFor(() => expect(send.state).toMatchObject({ loading: true, confirming: true }))
    expect(adapter.sendTransfer).toHaveBeenCalledWith({ to: receiver, amount: 12_345_678n })
    expect(adapter.waitForTransaction).toHaveBeenCalledWith('ab'.repeat(32))
    expect(kit.router.state.view).toBe('WalletSend')
    confirmed({ status: 'success' })
    expect(await outcome).toBe('sent')
    expect(kit.toast.state).toMatchObject({ message: 'Sent 0.12345678 BTC', variant: 'success' })
    expect(send.state).toMatchObject({
      token: undefined,
      sendTokenAmount: '',
      receiverAddress: '',
      loading: false,
      confirming: false,
    })
    expect(kit.router.state).toMatchObject({ view: 'Account', history: ['Account'] })
    // The native balance is read again at once, past its 30 s cache.
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled())
  })

  it('sends BTC without a chosen token, checked against the adapter’s balance', async () => {
    const { kit, adapter, send } = setup({ balance: '0.001' })
    await vi.waitFor(() => expect(kit.chain.account()?.balance).toBe('0.001'))
    send.setAmount('0.002')
    send.setReceiver(regtest.p2pkh)
    expect(await send.send()).toBe('invalid')
    expect(send.state.error).toBe(bitcoinSendMessages.insufficientFunds)
    send.setAmount('0.0005')
    expect(await send.send()).toBe('sent')
    expect(adapter.sendTransfer).toHaveBeenCalledWith({ to: regtest.p2pkh, amount: 50_000n })
  })

  it('asks the wallet nothing when the input is wrong', async () => {
    const { adapter, send } = setup()
    send.setToken(btc)
    send.setAmount('0.1')
    expect(await send.send()).toBe('invalid')
    expect(send.state.error).toBe('An amount and receiver address are required')
    send.setReceiver(mainnet.p2wpkh)
    expect(await send.send()).toBe('invalid')
    expect(send.state.error).toBe(sendFieldMessages.invalidReceiver)
    send.setReceiver(receiver)
    send.setAmount('0.000000001')
    expect(await send.send()).toBe('invalid')
    expect(send.state.error).toBe(bitcoinSendMessages.tooManyDecimals)
    expect(adapter.sendTransfer).not.toHaveBeenCalled()
  })

  it('keeps the form on a decline, the node’s refusals and a payment that never confirms', async () => {
    const { kit, adapter, send } = setup()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    adapter.sendTransfer
      .mockRejectedValueOnce({ code: 4001, message: 'User rejected the request.' })
      .mockRejectedValueOnce(
        new Error('sendrawtransaction RPC error: {"code":-26,"message":"bad-txns-inputs-missingorspent"}'),
      )
      .mockRejectedValueOnce(new Error('Insufficient funds: 30000 sat short'))
      .mockRejectedValueOnce(new TypeError('utxos.map is not a function'))
    adapter.waitForTransaction.mockResolvedValueOnce({ status: 'dropped' })
    send.setToken(btc)
    send.setAmount('0.2')
    send.setReceiver(receiver)
    expect(await send.send()).toBe('declined')
    expect(send.state.error).toBe(sendDeclinedMessage)
    expect(await send.send()).toBe('failed')
    expect(send.state.error).toBe(bitcoinSendMessages.inputsSpent)
    expect(await send.send()).toBe('failed')
    // Too little for amount and fee is about the amount: it is tied to that field.
    expect(send.state).toMatchObject({ error: bitcoinSendMessages.insufficientFunds, errorField: 'amount' })
    expect(await send.send()).toBe('failed')
    expect(send.state).toMatchObject({ error: 'Something went wrong', errorField: undefined })
    expect(await send.send()).toBe('failed')
    expect(send.state).toMatchObject({
      error: bitcoinSendMessages.dropped,
      sendTokenAmount: '0.2',
      receiverAddress: receiver,
      loading: false,
      confirming: false,
    })
    expect(kit.router.state.view).toBe('WalletSend')
  })

  it('ties a receiver the adapter cannot decode (a base58 checksum) to the receiver field', async () => {
    const { adapter, send } = setup()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    adapter.sendTransfer.mockRejectedValueOnce(
      Object.assign(new Error(`The receiver ${receiver} is not an address on Bitcoin Regtest`), {
        name: 'InvalidBitcoinTransfer',
        code: -32602,
      }),
    )
    send.setToken(btc)
    send.setAmount('0.2')
    send.setReceiver(receiver)
    expect(await send.send()).toBe('failed')
    expect(send.state).toMatchObject({
      error: 'Enter a valid address for this network',
      errorField: 'receiver',
      receiverAddress: receiver,
    })
  })

  it('says Unsupported chain when the Bitcoin adapter cannot pay', async () => {
    const { adapter, send } = setup()
    Object.assign(adapter, { sendTransfer: undefined })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    send.setAmount('0.1')
    send.setReceiver(receiver)
    expect(await send.send()).toBe('failed')
    expect(send.state.error).toBe('Unsupported chain')
  })

  it('describes a decline as the other chains do', () => {
    expect(describeSendError({ code: 4001, message: 'User rejected the request.' })).toBe(sendDeclinedMessage)
  })
})

describe('sendableTokens', () => {
  const network = bitcoinLocalnet
  it('offers BTC only on Bitcoin, and the adapter’s balance when the service lists none', () => {
    const rune = { ...btc, address: `${chainId}:840000:3`, symbol: 'RUNE' }
    expect(sendableTokens([btc, rune], network, '0.5')).toEqual([btc])
    expect(sendableTokens([], network, '0.25')).toEqual([
      { name: 'Bitcoin', symbol: 'BTC', chainId, quantity: { decimals: '8', numeric: '0.25' } },
    ])
    expect(sendableTokens([], network, undefined)).toEqual([])
    const evm = {
      chainNamespace: 'eip155' as const,
      caipNetworkId: 'eip155:1' as const,
      nativeCurrency: network.nativeCurrency,
    }
    expect(sendableTokens([btc, rune], evm, '1')).toEqual([btc, rune])
  })
})
