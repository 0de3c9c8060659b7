import { useState, type FormEvent } from 'react'
import { useAppKitAccount, useAppKitProvider } from '@gatehouse/appkit/react'
import { describeError, type Eip1193Provider } from './eip1193'
import { parseEther } from './parseEther'

/** Asks for the receipt until the transaction is mined (for up to a minute). */
async function waitForReceipt(provider: Eip1193Provider, hash: string) {
  for (let attempt = 0; attempt < 120; attempt++) {
    const receipt = (await provider.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as {
      status?: string
    } | null
    if (receipt) return receipt
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return null
}

type Outcome = { kind: 'sent'; hash: string; status: string } | { kind: 'error'; message: string } | undefined

export function SendTransactionPanel() {
  const { address, isConnected } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
  const [to, setTo] = useState('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  const [amount, setAmount] = useState('0.01')
  const [outcome, setOutcome] = useState<Outcome>()
  const [busy, setBusy] = useState(false)

  async function send(event: FormEvent) {
    event.preventDefault()
    if (!walletProvider || !address) return
    const value = parseEther(amount)
    if (value === undefined) {
      setOutcome({ kind: 'error', message: 'Enter an amount in ETH, for example 0.01' })
      return
    }
    setBusy(true)
    setOutcome(undefined)
    try {
      const hash = String(
        await walletProvider.request({
          method: 'eth_sendTransaction',
          params: [{ from: address, to, value: `0x${value.toString(16)}` }],
        }),
      )
      setOutcome({ kind: 'sent', hash, status: 'pending' })
      const receipt = await waitForReceipt(walletProvider, hash)
      setOutcome({
        kind: 'sent',
        hash,
        status: receipt?.status === '0x1' ? 'confirmed' : receipt ? 'failed' : 'pending',
      })
    } catch (error) {
      setOutcome({ kind: 'error', message: describeError(error, 'Transaction declined') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="demo-card" aria-labelledby="send-title">
      <h2 id="send-title">Send a transaction</h2>
      <form onSubmit={(event) => void send(event)}>
        <label htmlFor="send-to">To</label>
        <input
          id="send-to"
          className="demo-mono"
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
        <label htmlFor="send-amount">Amount (ETH)</label>
        <input
          id="send-amount"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <button type="submit" disabled={!isConnected || busy}>
          {busy ? 'Waiting for the wallet…' : 'Send'}
        </button>
      </form>
      <div aria-live="polite">
        {outcome?.kind === 'sent' && (
          <p>
            Transaction <span data-testid="tx-status">{outcome.status}</span>:{' '}
            <span data-testid="tx-hash" className="demo-mono demo-break">
              {outcome.hash}
            </span>
          </p>
        )}
        {outcome?.kind === 'error' && (
          <p role="alert" className="demo-error" data-testid="send-error">
            {outcome.message}
          </p>
        )}
      </div>
    </section>
  )
}
