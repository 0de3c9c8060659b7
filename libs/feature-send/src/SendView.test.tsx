import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { localhost } from '@gatehouse/common'
import {
  createControllers,
  createFeatureContext,
  memoryStorageBackend,
  type TransferCost,
} from '@gatehouse/controllers'
import { FeatureProvider } from '@gatehouse/controllers/react'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import { SendView } from './SendView'

/** An EVM transfer's cost: its fee; EVM asks no minimum of either account. */
const evmCost = (fee: bigint): TransferCost => ({ fee, minimumAmount: 0n, accountMinimum: 0n })

// EIP-55's first example with one letter's case flipped: a typo in a copied address.
const mistyped = '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

const ether = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  quantity: { decimals: '18', numeric: '10.5' },
  price: 2000,
}

/** The blockchain API as apps/cloud answers it: the local chain served, its ether balance. */
async function blockchainApi(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input))
  if (url.pathname === '/v1/supported-chains') return Response.json({ http: ['eip155:31337'], ws: [] })
  if (url.pathname.endsWith('/balance')) return Response.json({ balances: [ether] })
  return new Response('{}', { status: 404 })
}

async function renderSend() {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const adapter = scriptedAdapter([localhost])
  const kit = createControllers(
    { networks: [localhost], adapters: [adapter], projectId: 'p1' },
    { storage: memoryStorageBackend(), fetch: blockchainApi },
  )
  adapter.connectAs()
  await waitFor(() => expect(kit.chain.account()?.balance).toBe('10.5'))
  render(
    <FeatureProvider context={createFeatureContext(kit)}>
      <SendView />
    </FeatureProvider>,
  )
  await screen.findByRole('option', { name: /^ETH/ })
  return { adapter, kit }
}

/** The text of the elements that describe `element` for assistive technology. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('SendView', () => {
  it('ties a field’s reason to that field, moves the focus there, and drops it on the next edit', async () => {
    const { adapter } = await renderSend()
    fireEvent.change(screen.getByRole('combobox', { name: 'Token' }), { target: { value: 'native:ETH' } })
    const amount = screen.getByRole('textbox', { name: 'Amount' })
    const receiver = screen.getByRole('textbox', { name: 'Receiver address' })
    fireEvent.change(amount, { target: { value: '1' } })
    fireEvent.change(receiver, { target: { value: mistyped } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    const reason =
      'This address has a typo: its capital and small letters do not match its checksum. Copy it again.'
    await waitFor(() => expect(receiver.getAttribute('aria-invalid')).toBe('true'))
    expect(description(receiver)).toBe(reason)
    expect(document.activeElement).toBe(receiver)
    expect(amount.getAttribute('aria-invalid')).toBeNull()
    // Said once, under its field; the form's own alert stays empty.
    expect(screen.getByRole('alert').textContent).toBe('')
    expect(adapter.sendTransfer).not.toHaveBeenCalled()
    // What the visitor entered stays; the reason goes with the next edit.
    expect((amount as HTMLInputElement).value).toBe('1')
    fireEvent.change(receiver, { target: { value: mistyped.toLowerCase() } })
    await waitFor(() => expect(receiver.getAttribute('aria-invalid')).toBeNull())
    expect(receiver.getAttribute('aria-describedby')).toBeNull()
    expect(screen.queryByText(reason)).toBeNull()
  })

  it('ties a missing token to the token list', async () => {
    await renderSend()
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '1' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Receiver address' }), {
      target: { value: mistyped.toLowerCase() },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    const token = screen.getByRole('combobox', { name: 'Token' })
    await waitFor(() => expect(token.getAttribute('aria-invalid')).toBe('true'))
    expect(description(token)).toBe('A token is required')
    expect(document.activeElement).toBe(token)
  })

  it('shows an amount beyond the balance and fee on the amount, in place of the balance', async () => {
    const { adapter } = await renderSend()
    adapter.estimateTransfer.mockResolvedValue(evmCost(10n ** 18n))
    fireEvent.change(screen.getByRole('combobox', { name: 'Token' }), { target: { value: 'native:ETH' } })
    const amount = screen.getByRole('textbox', { name: 'Amount' })
    fireEvent.change(amount, { target: { value: '10' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Receiver address' }), {
      target: { value: mistyped.toLowerCase() },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'))
    expect(description(amount)).toBe('Insufficient funds for gas and value.')
    expect(adapter.sendTransfer).not.toHaveBeenCalled()
  })

  it('shows Max busy while the fee is estimated, then fills in the balance less that fee', async () => {
    const { adapter } = await renderSend()
    let estimated: (cost: TransferCost) => void = () => undefined
    adapter.estimateTransfer.mockReturnValueOnce(new Promise((resolve) => (estimated = resolve)))
    fireEvent.change(screen.getByRole('combobox', { name: 'Token' }), { target: { value: 'native:ETH' } })
    const amount = screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement
    const receiver = screen.getByRole('textbox', { name: 'Receiver address' }) as HTMLInputElement
    fireEvent.change(receiver, { target: { value: mistyped.toLowerCase() } })
    const max = await screen.findByRole('button', { name: 'Max' })
    fireEvent.click(max)
    await waitFor(() => expect(max.getAttribute('aria-busy')).toBe('true'))
    expect((max as HTMLButtonElement).disabled).toBe(true)
    expect(receiver.value).toBe(mistyped.toLowerCase())
    estimated(evmCost(10n ** 17n))
    await waitFor(() => expect(amount.value).toBe('10.4'))
    expect(max.getAttribute('aria-busy')).toBeNull()
    expect((max as HTMLButtonElement).disabled).toBe(false)
    expect(receiver.value).toBe(mistyped.toLowerCase())
  })

  it('says on the amount that the fee takes the whole balance when Max leaves nothing to send', async () => {
    const { adapter } = await renderSend()
    adapter.estimateTransfer.mockResolvedValueOnce(evmCost(11n * 10n ** 18n))
    fireEvent.change(screen.getByRole('combobox', { name: 'Token' }), { target: { value: 'native:ETH' } })
    const amount = screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement
    fireEvent.click(await screen.findByRole('button', { name: 'Max' }))
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'))
    expect(amount.value).toBe('0')
    expect(description(amount)).toBe('Insufficient funds for gas and value.')
  })

  it('says a failure about the whole send in the form’s alert', async () => {
    const { adapter } = await renderSend()
    adapter.sendTransfer.mockRejectedValueOnce(
      Object.assign(new Error('The request took too long to respond.'), { name: 'TimeoutError' }),
    )
    fireEvent.change(screen.getByRole('combobox', { name: 'Token' }), { target: { value: 'native:ETH' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '1' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Receiver address' }), {
      target: { value: mistyped.toLowerCase() },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The request took too long to respond.'),
    )
  })

  it('says what the typed amount is worth as what is sent, beside the balance', async () => {
    await renderSend()
    fireEvent.change(screen.getByRole('combobox', { name: 'Token' }), { target: { value: 'native:ETH' } })
    const amount = screen.getByRole('textbox', { name: 'Amount' })
    fireEvent.change(amount, { target: { value: '2' } })
    // 2 ETH at $2,000: the balance (10.5 ETH) is not what is worth $4,000.
    await waitFor(() => expect(description(amount)).toBe('Balance: 10.500 ETH · You send about $4,000.00'))
  })
})
